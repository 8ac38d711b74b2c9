// Styles that only some pages need (the /search page's, the upgrade notes pages'), served with that page
// instead of in the one stylesheet every page loads before a reader can interact: a stylesheet link
// where the component stands, before the content it styles, so nothing shows unstyled. Not in the head
// through Docusaurus's <Head>: its manager removes head tags whose component has not hydrated yet and
// adds them back later, and each time the browser styles and lays out the whole page again (half a
// second on a phone for the upgrade notes). A link in the body is hydrated as the element it is.
import React from 'react';

export default function PageStyles({css}: {css: string}): React.JSX.Element {
  return <link rel="stylesheet" href={`data:text/css,${encodeURIComponent(css)}`} />;
}
