// Loads Pagefind's Node API, an ES module only, with a native import(): see loadPagefindApi in buildIndex.ts.
module.exports = () => import('pagefind');
