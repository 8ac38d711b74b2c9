// The site's changes to how Docusaurus itself works, each of which can be turned off to build as stock
// Docusaurus does (for a Docusaurus upgrade that breaks one of them, or to measure what one saves).
// ARCHITECTURE.md has a section on each: what it replaces, what it saves, what fails first on an upgrade.
//
//   SITE_STOCK=all                          every change off: the stock Docusaurus build
//   SITE_STOCK=route-areas,minify-cache     the changes named off, the others on
//
// An unknown name fails the build, naming the known ones.

export const docusaurusChanges = {
  'build-steps': 'bundling and rendering run as two processes, so bundling\'s native memory is gone before pages render',
  'route-areas': "the browser's route table split into areas loaded with the paths they hold (src/plugins/route-areas)",
  'module-origins': 'the client manifest keyed by module path, so each page names its route chunks (src/plugins/route-areas/module-origins.ts)',
  'page-template': "a page template that preloads the page's chunks (config/ssr-template.ts), kept out of the browser's copy of the config",
  'lazy-prism': "the theme's Prism languages kept out of the main bundle (src/plugins/lean-bundle)",
  'version-props': "a docs version's props cut to the descriptions a category card shows (src/plugins/lean-bundle/version-props-loader.js)",
  'chunk-names': 'chunk ids are chunk names and files are named by id, so the runtime carries no map of names (src/plugins/lean-bundle/chunk-asset.ts)',
  'chunk-hashes': "the runtime's map of chunk hashes built once, not on every chunk load (src/plugins/lean-bundle/chunk-asset.ts)",
  'tslib-helpers': '@docusaurus/utils-common gets the one tslib helper it calls (src/plugins/lean-bundle/tslib-helpers.js)',
  'global-data': 'global data without the doc lists no navbar item reads (src/plugins/lean-bundle/global-data-loader.js)',
  'shared-modules': "the release data's modules in a chunk of their own, not copied into every chunk that imports them (src/plugins/lean-bundle)",
  'checked-edits': 'five text edits of Docusaurus modules (src/plugins/lean-bundle/checked-edits.ts)',
  'compile-hint': "main.js marked for V8's eager compilation (src/plugins/lean-bundle/compile-hint.ts)",
  'minify-cache': 'the JavaScript minifier keeps its output between builds (src/plugins/minify-cache)',
  'one-shot-bundle': "Rspack's incremental passes off in production builds, which never rebuild (src/plugins/build-memory)",
  'lazy-compilation': '`docusaurus start` compiles a page\'s modules when the browser first asks for them, not all at start (src/plugins/dev-server)',
  'start-memory-cache': '`docusaurus start` keeps Rspack\'s cache in memory, not on disk (src/plugins/dev-server)',
  'server-mermaid': 'the server bundle gets an empty module for Mermaid, which only the browser runs (src/plugins/build-memory)',
  'json-exports': 'Rspack follows the exports of JSON modules one level deep, not to every depth, in production builds (src/plugins/build-memory)',
} as const;

export type DocusaurusChange = keyof typeof docusaurusChanges;

export const changeNames = Object.keys(docusaurusChanges) as DocusaurusChange[];

/** The changes only `docusaurus start` makes: a production build is the same with them on or off. */
export const startOnlyChanges: DocusaurusChange[] = ['lazy-compilation', 'start-memory-cache'];

/** The changes SITE_STOCK turns off. Throws on a name it does not know. */
export function changesOff(env: NodeJS.ProcessEnv = process.env): Set<DocusaurusChange> {
  const names = (env.SITE_STOCK ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('all')) return new Set(changeNames);
  const unknown = names.filter((name) => !(name in docusaurusChanges));
  if (unknown.length > 0) {
    throw new Error(`SITE_STOCK: unknown change ${unknown.map((name) => JSON.stringify(name)).join(', ')}; known: all, ${changeNames.join(', ')} (see ARCHITECTURE.md)`);
  }
  return new Set(names as DocusaurusChange[]);
}

/** Whether a change is on in this build (see SITE_STOCK above). */
export const changeIsOn = (name: DocusaurusChange, env: NodeJS.ProcessEnv = process.env): boolean => !changesOff(env).has(name);
