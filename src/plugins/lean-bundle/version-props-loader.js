// Browser bundle only (see ./index.ts): a docs version's props list every doc with its title, sidebar and
// description, and every page of that version loads them. The theme reads that list in one place only,
// the cards of a generated category index (useDocById), and there only the description. So the list
// keeps only the docs such a card shows (useDocById throws for an unknown id, so those stay even without
// a description), each with nothing but its description.
// Other JSON modules of the docs plugin (tag pages, doc metadata) pass through unchanged.
module.exports = function versionPropsLoader(source) {
  // Most of these modules are doc metadata or tag pages: skip them without parsing.
  if (!source.includes('"docsSidebars"')) return source;
  const {cardDocs} = this.getOptions();
  const props = JSON.parse(source);
  const docs = props?.version?.docs;
  if (!docs || !props.version.docsSidebars) return source;
  const onCards = new Set(cardDocs);
  props.version.docs = Object.fromEntries(
    Object.entries(docs)
      .filter(([id]) => onCards.has(id))
      .map(([id, doc]) => [id, doc.description === undefined ? {} : {description: doc.description}]),
  );
  return JSON.stringify(props);
};
