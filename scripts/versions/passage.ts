// A changed passage and where the same text stands in another copy of the page.
import type {Hunk} from './hunks';

export interface Passage {
  /** The old lines to look for: the lines the change replaced, with enough context to be told apart. */
  lines: string[];
  /** Where the changed lines start inside `lines` (for an insertion: the line it goes before). */
  at: number;
  /** How many of `lines` the change replaced (0 for an insertion). */
  count: number;
  /** The same lines as they read after the change. */
  after: string[];
}

// A passage needs this many letters and digits before a match means anything: a blank line, `}` or
// a code fence stands in every page.
const minimumWeight = 24;
const weight = (lines: string[]) => lines.reduce((n, l) => n + (l.match(/[\p{L}\p{N}]/gu)?.length ?? 0), 0);

/** Lines of a text, as compared: without line ends and trailing white space. */
export const linesOf = (text: string) => text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n').map((l) => l.trimEnd());

/**
 * The old passage of a hunk in the old text's lines: the replaced lines, or for an insertion the lines
 * either side of it, widened by a line each side until it is distinctive enough to search for.
 */
export function passageOf(hunk: Hunk, oldLines: string[]): Passage {
  const coreStart = hunk.oldCount === 0 ? hunk.oldStart : hunk.oldStart - 1;
  const coreEnd = coreStart + hunk.oldCount;
  let start = hunk.oldCount === 0 ? Math.max(0, coreStart - 1) : coreStart;
  let end = hunk.oldCount === 0 ? Math.min(oldLines.length, coreEnd + 1) : coreEnd;
  while (weight(oldLines.slice(start, end)) < minimumWeight && (start > 0 || end < oldLines.length)) {
    if (start > 0) start--;
    if (end < oldLines.length) end++;
  }
  const lines = oldLines.slice(start, end);
  const at = coreStart - start;
  const added = hunk.added.map((l) => l.trimEnd());
  return {lines, at, count: hunk.oldCount, after: [...lines.slice(0, at), ...added, ...lines.slice(at + hunk.oldCount)]};
}

/** Every place (0-based line index) where `needle` stands as consecutive lines of `haystack`. */
export function findLines(haystack: string[], needle: string[]): number[] {
  if (needle.length === 0) return [];
  const found: number[] = [];
  for (let i = 0; i + needle.length <= haystack.length; i++) {
    let j = 0;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) found.push(i);
  }
  return found;
}

/**
 * The 1-based lines of a copy where the passage still reads the old way (for an insertion, the line
 * it would follow; 0 at the top of the file). None when the copy already reads the new way: an
 * insertion's neighbours can still stand together after it, when git placed it between two equal lines.
 */
export function locatePassage(copyLines: string[], passage: Passage): number[] {
  if (passage.after.length > 0 && findLines(copyLines, passage.after).length > 0) return [];
  return findLines(copyLines, passage.lines).map((i) => i + passage.at + (passage.count === 0 ? 0 : 1));
}

const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max)}…`);

/**
 * One line each for the old and new text of a change, showing the part that differs with a little of
 * what surrounds it: `runs tasks in` / `runs the code of tasks in`.
 */
export function summarise(removed: string[], added: string[], width = 100): {before: string; after: string} {
  const joined = (lines: string[]) => lines.map((l) => l.trim()).filter(Boolean).join(' ⏎ ');
  const a = joined(removed);
  const b = joined(added);
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (suffix < a.length - prefix && suffix < b.length - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix++;
  // Back to word boundaries, keeping a few words of context each side.
  const context = 30;
  const lead = Math.max(0, a.lastIndexOf(' ', Math.max(0, prefix - context)) + 1);
  const show = (s: string) => {
    const tailStart = s.length - suffix;
    const nextSpace = s.indexOf(' ', Math.min(s.length, tailStart + context));
    const tail = nextSpace === -1 ? s.length : nextSpace;
    const middle = s.slice(lead, tail);
    return `${lead > 0 ? '…' : ''}${clip(middle, width)}${tail < s.length && middle.length <= width ? '…' : ''}`;
  };
  return {before: a ? show(a) : '', after: b ? show(b) : ''};
}
