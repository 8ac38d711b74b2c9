// Browser bundle only (see ./index.ts): a docs version's props list every doc with its title, sidebar and
// description, and every page of that version loads them. The theme reads that list in one place only,
// the cards of a category index (useDocById), and there only the description. Each doc keeps its entry,
// since useDocById throws for an unknown id, but only the description, and only where a generated
// category index shows it on a card.
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
    docs[id] = keep.has(id) && doc.description !== undefined ? {description: doc.description} : {};
  }
  return JSON.stringify(props);
};
