// The site config, part of the main bundle of every page, carries the page template
// (config/ssr-template.ts), 0.3 KB gzipped. Only the build's server rendering uses it, and it reads the
// template from the config in Node, not from a bundle: the browser's copy of the config goes without.
const templateLine = /^ {2}"ssrTemplate": "(?:[^"\\]|\\.)*",?\n/m;

module.exports = function siteConfigLoader(source) {
  if (!templateLine.test(source)) {
    throw new Error('lean-bundle: .docusaurus/docusaurus.config.mjs has no "ssrTemplate" line of the expected shape; review site-config-loader.js');
  }
  return source.replace(templateLine, '');
};
