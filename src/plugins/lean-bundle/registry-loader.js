// Browser bundle only (see ./index.ts): in each route registry entry
//   [() => import("@site/docs/x.md"), "@site/docs/x.md", require.resolveWeak("@site/docs/x.md")]
// blanks the middle element, the module path that only server rendering reads.
module.exports = function registryLoader(source) {
  const lean = source.replace(/\), "[^"]*", require\.resolveWeak\(/g, '), "", require.resolveWeak(');
  if (lean === source) {
    // The generated file changed shape: fail loudly rather than ship a bundle that silently stopped shrinking.
    throw new Error('lean-bundle: .docusaurus/registry.js no longer has the expected entry shape; update src/plugins/lean-bundle/registry-loader.js');
  }
  return lean;
};
