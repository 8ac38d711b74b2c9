// Wraps the stock root (which renders its children as they are) to give every page's head a link to its
// Markdown twin, which src/plugins/markdown-twins writes at the page's path plus `.md`.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import {twinPath} from '../lib/twinPath';

export default function Root({children}: {children: ReactNode}): React.JSX.Element {
  const {pathname} = useLocation();
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={twinPath(pathname)} />
      </Head>
      {children}
    </>
  );
}
