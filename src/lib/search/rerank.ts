// Orders Pagefind's best pages the way a developer expects. Pagefind ranks by the words of the text, so
// a short page that repeats the query can outrank the page about it. Once the data of the best pages is
// loaded, each gets a score from what names it: its title (the most), a heading, its description, the
// names it puts in code (meta `names`, see src/plugins/search-local/names.ts), plus Pagefind's own score
// relative to the best. A page whose title is the query outranks its sub-pages, whose titles hold more.
import {changedNames} from './changes';
import type {PagefindAnchor, PagefindPage} from './pagefindTypes';
import {keyStems, nameKey} from './stems';
import {stemAlternatives} from './synonyms';

export {keyStems, searchWords, stem} from './stems';

/** How a query names things: its stems, and the name it is when it is one name typed as code. */
export interface QueryTerms {
  stems: string[];
  /** The stems again with each synonym of ./synonyms.ts in the query replaced by the other names of its thing. */
  alternatives: string[][];
  /** `get_record_sql`, `$cfg->debug` or `db/access.php` as the index keeps it (`cfgdebug`), or null. */
  name: string | null;
  /** The words of the query typed as code (`external_api` of `external_api moved`), as the index keeps names. */
  codeWords: string[];
}

const looksLikeCode = (word: string) => /[_\\/:$.>]|[a-z][A-Z]/.test(word);

export function queryTerms(query: string): QueryTerms {
  const trimmed = query.trim();
  const stems = [...new Set(keyStems(trimmed))];
  const codeWords = trimmed.split(/\s+/).filter(looksLikeCode).map(nameKey);
  return {stems, alternatives: stemAlternatives(stems), name: !/\s/.test(trimmed) && looksLikeCode(trimmed) ? nameKey(trimmed) : null, codeWords};
}

/** The share of the query's stems a text holds, and the share of the text's stems that are the query's. */
export function overlap(text: string, stems: string[]): {coverage: number; precision: number} {
  const own = keyStems(text);
  if (!stems.length || !own.length) return {coverage: 0, precision: 0};
  const set = new Set(own);
  const hits = stems.filter((s) => set.has(s)).length;
  const precision = own.filter((s) => stems.includes(s)).length / own.length;
  return {coverage: hits / stems.length, precision};
}

/**
 * How much of a title a link text is worth, from the number of pages that link with it: half from one
 * page, a title's worth from six pages on. One writer's words may be loose; what six call a page is its name.
 */
export const linkTextWeight = (pages: number): number => Math.min(1, 0.4 + 0.1 * pages);

/** Points for a name that other pages put beside their links to a page: a link text's most. */
const linkedNameWeight = 3.6;

type Rankable = Pick<PagefindPage, 'meta' | 'anchors'> & {url?: string};

const headingsOf = (page: Rankable): PagefindAnchor[] => page.anchors.filter((a) => /^h[2-4]$/i.test(a.element));

/**
 * How strongly a page's own words name the query, in points: its title above all (a title that is the
 * query scores highest, one that holds it among more words less), then what other pages' links call it,
 * a heading, a name it puts in code, its description.
 */
export function namingScore(page: Rankable, terms: QueryTerms): number {
  return Math.max(...terms.alternatives.map((stems) => namingScoreOf(page, stems, terms.name))) + listedScore(page, terms);
}

/** Points for a list of changes with an item about a name of the query: more than the name in code alone. */
const listedNameWeight = 2;

/**
 * A list of changes (the upgrade notes, meta `changes`) has an item about each name it holds: what became
 * of `print_error` or `core\hook\manager`, or where `external_api` moved. Enough to come before pages
 * that only mention the name; the page about it can keep its lead by its title, headings and links to it.
 */
function listedScore(page: Rankable, terms: QueryTerms): number {
  if (!page.meta.changes || !terms.codeWords.length) return 0;
  const names = changedNames(page.meta.changes);
  return terms.codeWords.some((word) => names.has(word)) ? listedNameWeight * Number(page.meta.weight ?? 1) : 0;
}

function namingScoreOf(page: Rankable, stems: string[], name: string | null): number {
  const title = page.meta.title ?? '';
  const description = page.meta.description ?? '';
  let score = 0;
  const own = overlap(title, stems);
  if (own.coverage === 1) score += own.precision === 1 ? 8 : 4 + 2 * own.precision;
  else score += 2 * own.coverage * own.precision;
  // Link texts name the page as other writers see it ("Web services" for External Services), and only
  // count when one holds the whole query: a title of lesser weight when one page links with it, and as
  // much as the title when many pages do ("release notes" for Releases).
  let alias = 0;
  const counts = (page.meta.linkcounts ?? '').split(' ').map(Number);
  (page.meta.linktexts ?? '').split(' · ').forEach((text, i) => {
    const match = overlap(text, stems);
    if (match.coverage === 1) alias = Math.max(alias, linkTextWeight(counts[i] || 1) * (match.precision === 1 ? 8 : 4 + 2 * match.precision));
  });
  score += alias;
  // A heading is read under the page's title, as results show it ("Technical requirements › PHP" for
  // `php requirements`), but must hold part of the query itself.
  let heading = 0;
  for (const anchor of headingsOf(page)) {
    if (overlap(anchor.text, stems).coverage === 0) continue;
    const match = overlap(`${title} ${anchor.text}`, stems);
    if (match.coverage === 1) heading = Math.max(heading, 1 + match.precision);
  }
  score += heading;
  if (name) {
    const names = (page.meta.names ?? '').split(/\s+/).map(nameKey);
    if (names.includes(name)) score += 1.5;
    // Other pages send readers here for the name, as "`db/access.php` defines the capabilities… See
    // the Access API" does (src/plugins/search-local/linkTexts.ts, linkedNamesByPage): as strong as a
    // link text that holds the whole query.
    const linked = (page.meta.linknames ?? '').split(/\s+/).map(nameKey);
    if (linked.includes(name)) score += linkedNameWeight;
  }
  // The description sums the page up: one that holds the whole query says what the page is for. (The
  // parts of a name, `external` and `api` of `external_api`, say little there.)
  const summary = overlap(description, stems).coverage;
  score += name ? summary : 2 * summary ** 2;
  // Title and description together hold the query ("php requirements": Technical requirements, for PHP…).
  // Not the parts of a name: `external` in a title and `api` in a description are two words, not `external_api`.
  if (!name && overlap(`${title} ${description}`, stems).coverage === 1) score += 1;
  // Release notes and meeting minutes name everything in passing (src/plugins/search-local/buildIndex.ts).
  return score * Number(page.meta.weight ?? 1);
}

/** Points per natural-log unit of inbound links: twenty links give 1.5, as much as a name in code. */
const authorityWeight = 0.5;

/**
 * How much the site's writers point to a page, in points: the logarithm of the number of pages that link
 * to it (meta `inlinks`, src/plugins/search-local/linkTexts.ts), so that among pages that name the query
 * alike, the one others send readers to (the Access API, for `check user permission`) comes first, and
 * a hundred links weigh little more than twenty.
 */
export function linkAuthority(page: Rankable): number {
  return authorityWeight * Math.log1p(Number(page.meta.inlinks ?? 0) || 0);
}

/** A page with Pagefind's score for it. */
export interface Scored<T> {
  page: T;
  score: number;
}

/**
 * The pages in their new order. Pagefind's score counts too, relative to the best page's, so that among
 * pages that name the query alike, the one whose text is most about it comes first. A page below
 * another whose title names the query or part of it (`/form/usage/files` below `/form`, for `forms`;
 * `/behat/running` below `/behat`, for `acceptance tests behat`) gives way to it.
 */
export function rerank<T extends Rankable>(pages: Scored<T>[], query: string): T[] {
  const terms = queryTerms(query);
  const best = Math.max(...pages.map((p) => p.score), Number.EPSILON);
  // For a name, a parent titled after one of its parts (`Task API` for `\core\task\adhoc_task`) is not
  // the page about it.
  const namesQuery = (title: string) => terms.alternatives.some((stems) => overlap(title, stems).coverage >= (terms.name ? 1 : Number.EPSILON));
  const named = pages.filter(({page}) => page.url && namesQuery(page.meta.title ?? '')).map(({page}) => page.url!);
  const isSubPage = (url = '') => named.some((parent) => url.startsWith(`${parent.replace(/\/$/, '')}/`));
  return pages
    .map(({page, score}, rank) => ({page, rank, total: namingScore(page, terms) + linkAuthority(page) + (2 * score) / best - (isSubPage(page.url) ? 1.5 : 0)}))
    .sort((a, b) => b.total - a.total || a.rank - b.rank)
    .map(({page}) => page);
}
