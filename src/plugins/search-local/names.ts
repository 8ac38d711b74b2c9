import {splitCode} from '../../lib/search/tokens';

// A name in code: an identifier, possibly namespaced (`\core\task\manager`), a path (`db/access.php`),
// a capability (`moodle/course:update`) or a setting (`$CFG->debug`). At least one letter, three characters.
const namePattern = /^[$\\]?[\p{L}_][\p{L}\p{N}_$\\/:.>-]*$/u;

/** How many names a page hands the index at most (they travel with each result of the page). */
export const maxNames = 200;

/**
 * The names that code fragments of a page's text mention, once each in order of first mention: each
 * fragment cut as the index cuts code, and a namespaced name given also by its last part, which is how
 * developers often type it (`\core\task\scheduled_task` and `scheduled_task`), and a path also by its
 * end (`db/install.xml`, `install.xml`).
 */
export function namesIn(fragments: string[]): string[] {
  const names = new Set<string>();
  for (const fragment of fragments) {
    for (const raw of splitCode(fragment).split(/\s+/)) {
      const word = raw.replace(/[.:-]+$/, '').replace(/^\/+/, '');
      if (word.length < 3 || !namePattern.test(word)) continue;
      names.add(word);
      const last = word.includes('\\') ? word.slice(word.lastIndexOf('\\') + 1) : '';
      if (last.length >= 3) names.add(last);
      // A path by its last two parts and its file name: `mod/forum/db/install.xml` is also `db/install.xml`.
      if (!word.includes(':') && /\/[^/]+\.[a-z]+$/.test(word)) {
        const parts = word.split('/');
        for (const suffix of [parts.slice(-2).join('/'), parts.at(-1)!]) if (suffix !== word && suffix.length >= 3) names.add(suffix);
      }
    }
  }
  return [...names].slice(0, maxNames);
}
