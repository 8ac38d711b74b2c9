/** The address of a page's Markdown twin (src/plugins/markdown-twins): its path plus `.md`, `/index.md` for `/`. */
export const twinPath = (route: string): string => `${route === '/' || route === '' ? '/index' : route.replace(/\/$/, '')}.md`;

/** The served address of a doc: an index doc's permalink keeps a trailing slash that the address has not. */
export const servedRoute = (permalink: string): string => (permalink.length > 1 ? permalink.replace(/\/$/, '') : permalink);
