// Two Docusaurus modules that every docs page runs while it hydrates sort short ASCII keys with
// String.prototype.localeCompare: the docs plugins by path (to find the active one) and an object's keys
// (useShallowMemoObject). The first localeCompare in a page loads the browser's collation data, about
// 23 ms of the main thread, 90 ms on a throttled phone, for an order that plain code-unit comparison gives
// the same way for these keys. Each call is swapped for that comparison; a module whose text no longer
// has the call fails the build, so that an upgrade of Docusaurus is looked at.
const compare = 'function compareCodeUnits(x, y) { return x < y ? -1 : x > y ? 1 : 0; }\n';

module.exports = function codeUnitCompareLoader(source) {
  const {calls} = this.getOptions();
  const call = calls.find(({file}) => this.resourcePath.endsWith(file));
  if (!call) return source;
  if (!source.includes(call.from)) {
    throw new Error(`lean-bundle: ${call.file} no longer calls ${call.from}; review src/plugins/lean-bundle/code-unit-compare-loader.js`);
  }
  return compare + source.replace(call.from, call.to);
};
