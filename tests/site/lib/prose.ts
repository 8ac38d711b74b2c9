import * as cheerio from 'cheerio';
import type {AnyNode} from 'domhandler';
import {headAndMain} from '../../../src/plugins/search-local/extractPage';

// Text that marks a page nobody finished writing.
const PLACEHOLDER = /\b(TODO|TBD|FIXME)\b|\b(lorem ipsum|coming soon|to be written|placeholder (?:page|text|content))\b/i;

// An admonition the markdown parser did not recognise reaches the page as its literal fence.
const UNRENDERED = /(?:^|\s)(:::[a-z]*(?:\[[^\]]*\])?)/;

export interface Prose {
  words: number;
  placeholder: string | null;
  /** Markdown syntax that reached the page as text, such as a `:::warning` fence. */
  unrendered: string | null;
}

/** Counts the words of prose in a built page's article body, leaving out code, navigation and footer. */
export function measureProse(html: string): Prose {
  const $ = cheerio.load(headAndMain(html));
  const body = $('.theme-doc-markdown').first();
  const root = body.length ? body : $('main').first();
  root.find('pre, script, style, svg, .theme-doc-footer, .pagination-nav').remove();
  // Join text nodes with spaces: adjacent blocks (a heading, then a paragraph) are separate words.
  const text = root
    .get()
    .flatMap((node) => textsOf(node))
    .join(' ');
  const words = text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length;
  // Syntax written about in inline code (`:::note`) is meant to show; only bare text counts.
  root.find('code').remove();
  const bare = root.text();
  return {words, placeholder: text.match(PLACEHOLDER)?.[0] ?? null, unrendered: bare.match(UNRENDERED)?.[1] ?? null};
}

/** The text nodes under a node, in document order. */
function textsOf(node: AnyNode, texts: string[] = []): string[] {
  if (node.type === 'text') texts.push(node.data);
  else if ('children' in node) for (const child of node.children) textsOf(child, texts);
  return texts;
}

/** The fewest words a page may have before it counts as a stub, from the depth of the page it replaces. */
export function minimumWords(referenceWords: number): number {
  return Math.max(60, Math.min(150, Math.round(0.3 * referenceWords)));
}
