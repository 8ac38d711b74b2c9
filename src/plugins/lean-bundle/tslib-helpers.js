// What @docusaurus/utils-common's browser code takes from tslib (see ./index.ts). Its CommonJS
// `require("tslib")` would otherwise bring every tslib helper into the main bundle.
export {__importDefault} from 'tslib/tslib.es6.mjs';
