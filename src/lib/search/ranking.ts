// Pagefind's ranking settings for this site (https://pagefind.app/docs/ranking/), passed to
// pagefind.options() when the engine loads.

export const pagefindRanking = {
  // Pages here run from 50 to 7,000 words, and the long reference pages (the DML API, 7,000 words) are
  // the ones developers look for; the default (0.75) let a 300-word page that names a function once
  // outrank them.
  pageLength: 0.1,
  // Metadata that Pagefind searches (src/plugins/search-local/extractPage.ts): the title weighs most,
  // then the names a page puts in code, then its description and what other pages' links call it. The
  // area (section) is shown, not searched: every page of an area would match its name; `weight` is a
  // number for the reranking.
  metaWeights: {title: 5, names: 3, description: 2, linktexts: 2, section: 0, weight: 0},
};
