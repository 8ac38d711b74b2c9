// Styles that only some pages need (the /search page's, the upgrade notes pages'), served in the head of that page instead of in
// the one stylesheet that every page loads before a reader can interact. A stylesheet link, not a
// <style>: Docusaurus writes a page's head links into the served HTML, before the page's content, so
// nothing shows unstyled, while a <style> of a component would be added to the head only by script.
import React from 'react';
import Head from '@docusaurus/Head';

export default function HeadStyles({css}: {css: string}): React.JSX.Element {
  return (
    <Head>
      <link rel="stylesheet" href={`data:text/css,${encodeURIComponent(css)}`} />
    </Head>
  );
}
