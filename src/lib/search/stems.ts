// How search compares words: lower case, identifiers cut into their parts, English endings taken off,
// and the words that tell no page from another left out.
import {stopWords} from './tokens';

/** The words of a text as search sees them: lower case, identifiers split at `_`, `\`, `/`, `:` and `-`. */
export const searchWords = (text: string): string[] => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/**
 * A light English stemmer, enough to tell that `forms`, `templates` and `scheduled` name the same thing
 * as `form`, `template` and `schedule`, but `format` not the same as `form`.
 */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(ss|x|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/**
 * A name typed as code as one word, as the index keeps it: `get_record_sql` stays, `$CFG->debug` is
 * `cfgdebug`, `db/access.php` is `dbaccessphp`.
 */
export const nameKey = (text: string): string => text.toLowerCase().replace(/[^a-z0-9_]+/g, '');

/** Words that say nothing on this site about which page is meant: every page is a page about Moodle. */
const siteWords = new Set(['moodle', 'page', 'pages']);

/** The stems of the words of a text that tell pages apart. */
export function keyStems(text: string): string[] {
  const words = searchWords(text).filter((w) => !stopWords.has(w));
  const meaningful = words.filter((w) => !siteWords.has(w));
  return (meaningful.length > 0 ? meaningful : words).map(stem);
}
