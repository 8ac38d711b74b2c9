// A bundler loader that hands a file over as a string, its default export. Named in an import with `!!`
// (no other loader runs), it gives DocSearch's stylesheets to ../LocalSearch/modalStyles.ts, and a
// page's own styles to ./index.tsx, as text: a plain import of a stylesheet is a side effect, which the
// bundler drops from a package marked side-effect free, and would land in the stylesheet of every page.
// Comments and indentation are left out: the text travels in a chunk or in a page's HTML.
module.exports = function textLoader(source) {
  const text = String(source).replace(/\/\*[\s\S]*?\*\//g, '').replace(/\n\s*/g, '\n').trim();
  return `export default ${JSON.stringify(text)};`;
};
