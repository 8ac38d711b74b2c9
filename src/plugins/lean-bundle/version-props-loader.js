// Browser bundle only (see ./index.ts): a docs version's props list every doc with its title and
// description, and every page of that version loads them. The theme reads a description from there in
// one place only, the cards of a generated category index, so descriptions of other docs are dropped.
// Other JSON modules of the docs plugin (tag pages, doc metadata) pass through unchanged.
module.exports = function versionPropsLoader(source) {
  // Most of these modules are doc metadata or tag pages: skip them without parsing.
  if (!source.includes('"docsSidebars"')) return source;
  const {keepDescriptions} = this.getOptions();
  const props = JSON.parse(source);
  const docs = props?.version?.docs;
  if (!docs || !props.version.docsSidebars) return source;
  const keep = new Set(keepDescriptions);
  for (const [id, doc] of Object.entries(docs)) {
    if (!keep.has(id)) delete doc.description;
  }
  return JSON.stringify(props);
};
