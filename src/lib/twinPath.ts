/** The address of a page's Markdown twin (src/plugins/markdown-twins): its path plus `.md`, `/index.md` for `/`. */
export const twinPath = (route: string): string => `${route === '/' || route === '' ? '/index' : route.replace(/\/$/, '')}.md`;
