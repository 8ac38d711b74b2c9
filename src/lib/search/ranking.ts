// Pagefind's ranking settings for this site (https://pagefind.app/docs/ranking/), passed to
// pagefind.options() when the engine loads.

export const pagefindRanking = {
  // Pages here run from 50 to 7,000 words. The default (0.75) favours short pages strongly: a 300-word
  // release note that names a function once outranked the 7,000-word DML API that documents it. Less
  // than 0.3 changed no result of the relevance benchmark but loaded more long pages' fragments.
  pageLength: 0.3,
  // A query word matches every indexed word it starts (`form` matches `format`); a higher similarity
  // weighs the words closest in length more.
  termSimilarity: 2,
  // Metadata that Pagefind searches (src/plugins/search-local/extractPage.ts): the title weighs most,
  // then the names a page puts in code and the names other pages put beside their links to it, then
  // its description and what other pages' links call it. The
  // area (section) is shown, not searched: every page of an area would match its name; `weight` is a
  // number for the reranking, and so are `inlinks` and `linkcounts`. `changes`, the APIs a list of
  // changes has items about, weighs as names do.
  metaWeights: {title: 5, names: 3, linknames: 3, changes: 3, description: 2, linktexts: 2, section: 0, weight: 0, inlinks: 0, linkcounts: 0},
};
