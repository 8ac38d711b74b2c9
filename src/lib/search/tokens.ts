// Pagefind cuts text into words at whitespace only, and keeps of each word its letters, digits and `_`:
// `\core\task\manager::queue_adhoc_task($task);` is one word, `coretaskmanagerqueue_adhoc_tasktask`,
// which a query for `queue_adhoc_task` (a prefix search) cannot reach. The indexed copy of code is
// therefore cut into the names a developer types (`\core\task\manager`, `queue_adhoc_task`), and a
// query is cut the same way, so that both sides agree on what a word is.
//
// Kept whole, because developers type them whole: namespaces (`\core\hook\manager`), capability names
// (`moodle/course:update`), file paths (`db/access.php`) and `$CFG->setting`. Cut: calls, static and
// object access, argument lists, array syntax, quotes and operators.

/**
 * What the index step puts on the punctuation side of each space it adds to code: U+2060 WORD JOINER,
 * which has no width and is neither a letter nor whitespace. Pagefind cuts words at whitespace and keeps
 * of each only its letters, digits and `_`, so the mark changes no indexed word; but it keeps the page
 * text for excerpts with every run of whitespace made one plain space, and the mark is what tells a
 * space the index added from one the code has.
 */
export const codeMark = '\u2060';

const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);

// `->` joins an object to a property or method and is cut, except after `$CFG`, whose properties are
// the site's settings.
// `<component>_pluginfile` names a family of functions: the `_` after a placeholder is cut off too, so
// that `pluginfile` starts a word.
const codeSeparators = /\$CFG->|::|->|=>|>_|[()[\]{},;'"`=<>!&|+*?%^~]/g;

/**
 * A code fragment with a space between each separator and a name it touches, so that the names index as
 * words; each added space carries the mark on its separator's side (`get_record_sql('x')` becomes
 * `get_record_sql ⁠(⁠ ⁠'⁠ x ⁠'⁠ ⁠)`), and restoreCode takes them away again. Highlighted code comes in many
 * text nodes: `before` and `after` are the code around the fragment (`$CFG` may end the previous node,
 * and whether a separator at an edge touches a name or a space is known from its neighbour).
 */
export function splitCode(text: string, before = '', after = ''): string {
  const context = before.slice(-4);
  const code = context + text;
  return code
    .replace(codeSeparators, (separator: string, offset: number) => {
      if (offset < context.length || separator === '$CFG->') return separator;
      const previous = offset > 0 ? code[offset - 1] : undefined;
      const next = code[offset + separator.length] ?? after[0];
      return `${isSpace(previous) ? '' : ` ${codeMark}`}${separator}${isSpace(next) ? '' : `${codeMark} `}`;
    })
    .slice(context.length);
}

const addedSpace = new RegExp(` ?${codeMark} ?`, 'g');

/**
 * Code as written, from the copy the index holds (an excerpt, with or without Pagefind's `<mark>`
 * highlights): the spaces that splitCode added go, with their marks; the code's own spaces stay.
 */
export function restoreCode(text: string): string {
  return text.replace(addedSpace, '');
}

// Words that say nothing about which page a reader wants. Pagefind has no stop words: each query word
// must be on a page, and as a prefix search `a` or `to` also matches every word starting with them.
export const stopWords = new Set(
  'a an and are as at be by can do does for from how i in into is it its my of on or see the this to use using what when where which why with'.split(' '),
);

/**
 * The query as Pagefind should see it: code cut into names as in the index (`$DB->get_record('user')`
 * gives `DB get_record user`), each word reduced to what the index keeps of it (letters, digits and
 * `_`: `$CFG->debug` gives `CFGdebug`, `moodle/course:update` gives `moodlecourseupdate`), and words
 * like `a` or `to` left out unless the query has nothing else. A quoted query (an exact search) is
 * left as typed.
 */
export function normalizeQuery(query: string): string {
  const trimmed = query.trim();
  if (/^".+"$/.test(trimmed)) return trimmed;
  const words = splitCode(trimmed)
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}_]+/gu, ''))
    .filter(Boolean);
  const meaningful = words.filter((word) => !stopWords.has(word.toLowerCase()));
  return (meaningful.length > 0 ? meaningful : words).join(' ');
}
