// Global data, part of the main bundle of every page, lists for each docs plugin every doc of every
// version (id, path, sidebar) and each sidebar's first link: 4.6 KB gzipped for the 579 general docs.
// The theme reads those lists only for navbar items tied to a docs plugin (the version dropdown, `doc`,
// `docSidebar` and `docsVersion` items), to link them and mark them active. The plugins no such item
// names (./navbar-doc-plugins.ts) keep their versions' names and paths, and lose the lists. Applied to
// the server bundle too, so that a component reading a dropped list fails the build rather than the
// browser's hydration.
module.exports = function globalDataLoader(source) {
  const {keepDocLists} = this.getOptions();
  const data = JSON.parse(source);
  for (const [id, plugin] of Object.entries(data['docusaurus-plugin-content-docs'] ?? {})) {
    if (keepDocLists.includes(id)) continue;
    for (const version of plugin.versions) {
      version.docs = [];
      version.sidebars = {};
    }
  }
  return JSON.stringify(data);
};
