// Applies small text edits to installed Docusaurus modules (the edits and their reasons are in
// ./checked-edits.ts). Each edit names the text it replaces: a module whose text no longer has it fails
// the build, so that an upgrade of Docusaurus is looked at rather than silently losing the edit.
module.exports = function checkedEditLoader(source) {
  const {edits} = this.getOptions();
  const mine = edits.filter(({file}) => this.resourcePath.endsWith(file));
  let out = source;
  for (const edit of mine) {
    if (!out.includes(edit.from)) {
      throw new Error(`lean-bundle: ${edit.file} no longer contains ${JSON.stringify(edit.from)}; review the edit in src/plugins/lean-bundle/checked-edits.ts`);
    }
    out = out.replace(edit.from, edit.to);
  }
  return [...new Set(mine.map((edit) => edit.prelude ?? ''))].join('') + out;
};
