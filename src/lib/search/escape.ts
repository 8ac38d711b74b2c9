import {restoreCode} from './tokens';

// Search results are rendered as HTML (DocSearch injects snippets with dangerouslySetInnerHTML), so every
// string taken from the index passes through here: text is escaped, and only `<mark>` highlights survive.

const entities: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;'};

/** Escapes text for use inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c]!);
}

/** A highlight's text: the punctuation and spaces at its ends, and the matched word between them. */
const markedWord = /^([^\p{L}\p{N}$_\\]*)([\s\S]*?)([^\p{L}\p{N}$_\\]*)$/u;

/**
 * Turns a Pagefind excerpt into safe HTML, with its code spaced as written (./tokens.ts). Pagefind
 * wraps matched words in `<mark>` and escapes only `<` and `>` of the page text, so its text is decoded
 * and escaped again in full; any tag other than a balanced `<mark>` becomes visible text. Pagefind marks a word with the punctuation next to it
 * (`formslib.`, `(forms`): the highlight is kept to the word.
 */
export function safeSnippet(excerpt: string): string {
  const segments: {text: string; marked: boolean}[] = [];
  let open = false;
  for (const part of excerpt.split(/(<mark>|<\/mark>)/)) {
    if (part === '<mark>' || part === '</mark>') {
      open = part === '<mark>';
      continue;
    }
    const text = restoreCode(part.replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
    const last = segments.at(-1);
    if (last?.marked === open) last.text += text;
    else segments.push({text, marked: open});
  }
  return segments
    .map(({text, marked}) => {
      const [, before, word, after] = (marked && markedWord.exec(text)) || [];
      return word ? `${escapeHtml(before!)}<mark>${escapeHtml(word)}</mark>${escapeHtml(after!)}` : escapeHtml(text);
    })
    .join('');
}

/** Escapes text and marks the words that start with one of the query's terms (for titles and headings). */
export function highlightTerms(text: string, query: string): string {
  const terms = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);
  if (terms.length === 0) return escapeHtml(text);
  return text
    .split(/([\p{L}\p{N}_]+)/u)
    .map((part) => {
      const escaped = escapeHtml(part);
      const word = part.toLowerCase();
      return word && terms.some((term) => word.startsWith(term)) ? `<mark>${escaped}</mark>` : escaped;
    })
    .join('');
}

/** Removes highlight tags and decodes the entities escapeHtml writes, giving plain text back. */
export function plainText(html: string): string {
  return html
    .replace(/<\/?mark>/g, '')
    .replace(/&lt;|&gt;|&quot;|&#039;|&amp;/g, (e) => Object.keys(entities).find((c) => entities[c] === e)!);
}
