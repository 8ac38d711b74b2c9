import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';

/** A span of inline code, or a fenced code block, of a page, with where it stands. */
export type CodeSpan =
  | {type: 'inline'; value: string; line: number; column: number; inHeading: boolean; block: number; old: boolean}
  | {type: 'block'; value: string; lang: string; meta: string; line: number; old: boolean};

/** A `<Since>` or `<DeprecatedSince>` badge of an MDX page, with the block it stands in. */
export interface Badge {
  name: 'Since' | 'DeprecatedSince';
  version?: string;
  issue?: string;
  line: number;
  block: number;
}

export interface PageCode {
  spans: CodeSpan[];
  badges: Badge[];
}

// CommonMark with tables, as the docs are written; markdown-it reads the whole site in well under a second.
const parser = new MarkdownIt('default', {html: true});

/** MDX elements whose content shows the old way of doing something: their samples may use deprecated API. */
const oldWayElements = new Set(['InvalidExample']);
const elementPattern = /<(\/?)([A-Z][A-Za-z]*)\b([^>]*?)(\/?)>/g;
const attribute = (attrs: string, name: string) => new RegExp(`\\b${name}=["']([^"']*)["']`).exec(attrs)?.[1];

/** The front matter's lines, which markdown-it would read as a paragraph, blanked out. */
function withoutFrontMatter(text: string): string {
  const m = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(text);
  return m ? m[0].replace(/[^\n]/g, '') + text.slice(m[0].length) : text;
}

/**
 * Every inline code span, code block and version badge of a page (.md or .mdx), with its line and column.
 * MDX elements are followed as markdown-it sees them, as HTML: `<InvalidExample>` marks the samples inside it
 * as the old way, and so does the first code block of a `<CodeDiff>`.
 */
export function pageCode(text: string): PageCode {
  const lines = text.split('\n');
  const tokens = parser.parse(withoutFrontMatter(text), {});
  const spans: CodeSpan[] = [];
  const badges: Badge[] = [];
  const open: string[] = [];
  let codeDiffBlocks = -1;
  let block = 0;

  const elements = (html: string, line: number) => {
    for (const m of html.matchAll(elementPattern)) {
      const [, closing, name, attrs, selfClosing] = m;
      if (name === 'Since' || name === 'DeprecatedSince') {
        badges.push({name, version: attribute(attrs, 'version'), issue: attribute(attrs, 'issue'), line, block});
      } else if (closing) {
        const at = open.lastIndexOf(name);
        if (at >= 0) open.splice(at, 1);
      } else if (!selfClosing) {
        open.push(name);
        if (name === 'CodeDiff') codeDiffBlocks = 0;
      }
    }
  };
  const isOld = () => open.some((name) => oldWayElements.has(name)) || (open.includes('CodeDiff') && codeDiffBlocks === 0);

  let inHeading = false;
  // Table cells' inline tokens have no map of their own: they stand on or after the row last seen.
  let lastLine = 0;
  tokens.forEach((token: Token) => {
    if (token.map) lastLine = token.map[0];
    if (token.type === 'heading_open') inHeading = true;
    if (token.type === 'heading_close') inHeading = false;
    if (token.type === 'html_block') elements(token.content, (token.map?.[0] ?? 0) + 1);
    if (token.type === 'fence' || token.type === 'code_block') {
      const line = (token.map?.[0] ?? 0) + (token.type === 'fence' ? 2 : 1);
      const [lang = '', ...meta] = token.info.trim().split(/\s+/);
      spans.push({type: 'block', value: token.content, lang: lang.toLowerCase(), meta: meta.join(' '), line, old: isOld()});
      if (open.includes('CodeDiff')) codeDiffBlocks++;
    }
    if (token.type !== 'inline' || !token.children) return;
    block++;
    // markdown-it gives inline tokens no positions: find each span in the block's own lines, in order.
    let row = token.map?.[0] ?? lastLine;
    let col = 0;
    for (const child of token.children) {
      if (child.type === 'html_inline') elements(child.content, row + 1);
      if (child.type !== 'code_inline') continue;
      // The span as written: its content between its backticks, with the single spaces CommonMark strips.
      const needles = [`${child.markup}${child.content}${child.markup}`, `${child.markup} ${child.content} ${child.markup}`];
      for (let r = row; r < lines.length; r++) {
        const hits = needles.map((n) => lines[r].indexOf(n, r === row ? col : 0)).filter((at) => at >= 0);
        if (!hits.length) continue;
        const at = Math.min(...hits);
        row = r;
        col = at + child.content.length + 2 * child.markup.length;
        spans.push({type: 'inline', value: child.content, line: r + 1, column: at + 1, inHeading, block, old: isOld()});
        break;
      }
    }
  });
  return {spans, badges};
}
