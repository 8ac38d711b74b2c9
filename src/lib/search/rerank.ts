// Orders Pagefind's best pages the way a developer expects: Pagefind ranks by words in the text, so a
// short sub-page that repeats the query outranks the page named after it. A page whose title is the
// query, or whose title or a heading holds every word of it (identifiers included: `get_record_sql`
// is a heading of the DML page), rises above pages that only mention the words.
import type {PagefindPage} from './pagefindTypes';

/** The words of a text as search sees them: lower case, identifiers split at `_`, `\`, `/`, `:` and `-`. */
export const searchWords = (text: string): string[] => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

const joined = (text: string) => searchWords(text).join(' ');

/** How strongly a page's title and headings answer the query, from 0 (not at all) to 4 (its title). */
export function titleMatch(page: Pick<PagefindPage, 'meta' | 'anchors'>, query: string): number {
  const words = searchWords(query);
  if (!words.length) return 0;
  const title = page.meta.title ?? '';
  const has = (text: string) => {
    const own = new Set(searchWords(text));
    return words.every((w) => own.has(w));
  };
  if (joined(title) === joined(query)) return 4;
  // Of two titles that hold the query, the one with fewer other words names it more closely.
  if (has(title)) return 2 + words.length / searchWords(title).length;
  const headings = page.anchors.filter((a) => /^h[2-3]$/i.test(a.element));
  if (headings.some((h) => joined(h.text) === joined(query) || joined(h.text).startsWith(`${joined(query)} `))) return 1.5;
  if (headings.some((h) => has(h.text))) return 1;
  return 0;
}

/**
 * The pages in their new order: Pagefind's order decides among pages that match the query equally
 * well by title and headings.
 */
export function rerank<T extends Pick<PagefindPage, 'meta' | 'anchors'>>(pages: T[], query: string): T[] {
  return pages
    .map((page, rank) => ({page, rank, match: titleMatch(page, query)}))
    .sort((a, b) => b.match - a.match || a.rank - b.rank)
    .map(({page}) => page);
}
