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
 * The separator put between the names of a code fragment: a hair space, which Pagefind splits words
 * at (it is Unicode whitespace) but which barely shows in the excerpts it cuts from the indexed text.
 */
export const nameBreak = '\u200A';

// `->` joins an object to a property or method and is cut, except after `$CFG`, whose properties are
// the site's settings.
// `<component>_pluginfile` names a family of functions: the `_` after a placeholder is cut off too, so
// that `pluginfile` starts a word.
const codeSeparators = /\$CFG->|::|->|=>|>_|[()[\]{},;'"`=<>!&|+*?%^~]/g;

/**
 * A code fragment with a hair space around each separator, so that the names between them index as
 * words. `before` is the code just before the fragment (highlighted code comes in many text nodes, and
 * `$CFG` may end the previous one).
 */
export function splitCode(text: string, before = ''): string {
  const context = before.slice(-4);
  return (context + text)
    .replace(codeSeparators, (separator: string, offset: number) =>
      offset < context.length || separator === '$CFG->' ? separator : `${nameBreak}${separator}${nameBreak}`,
    )
    .slice(context.length);
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
