// Drops the weak references of the route registry (`.docusaurus/registry.js`) in `docusaurus start`; see
// ./index.ts. A registry without them fails the start: the edit would have lost its point unnoticed.
module.exports = function registryLoader(source) {
  if (!source.includes('require.resolveWeak(')) {
    throw new Error('dev-server: .docusaurus/registry.js no longer has require.resolveWeak() references; review src/plugins/dev-server or set SITE_STOCK=lazy-compilation');
  }
  return source.replace(/require\.resolveWeak\("[^"]*"\)/g, 'null');
};
