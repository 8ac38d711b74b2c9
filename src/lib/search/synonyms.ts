// Moodle names some things otherwise than developers say them: what most call web services, Moodle's
// code and these docs call external services and external functions; its permissions are capabilities;
// its unit tests are PHPUnit tests and its acceptance tests Behat features. A query in one set of words
// is read in the other too when pages are reranked (./rerank.ts). Each group holds names of one thing,
// true anywhere on the site: no entry here points to a page.
import {keyStems} from './stems';

export const synonymGroups: readonly (readonly string[])[] = [
  ['web service', 'external service'],
  ['web service function', 'external function'],
  ['permission', 'capability'],
  ['unit test', 'phpunit'],
  ['acceptance test', 'behat'],
];

const stemGroups = synonymGroups.map((group) => group.map((phrase) => keyStems(phrase)));

const indexOfRun = (stems: string[], run: string[]): number =>
  stems.findIndex((_, i) => run.every((s, j) => stems[i + j] === s));

/**
 * The query's stems, then the same with each synonym phrase it holds replaced by each other name of
 * the thing (`web servic` gives `external servic`); the longest phrase of a group is tried first.
 */
export function stemAlternatives(stems: string[]): string[][] {
  const alternatives = [stems];
  for (const group of stemGroups) {
    for (const phrase of [...group].sort((a, b) => b.length - a.length)) {
      const at = indexOfRun(stems, phrase);
      if (at < 0) continue;
      for (const other of group) {
        if (other !== phrase) alternatives.push([...stems.slice(0, at), ...other, ...stems.slice(at + phrase.length)]);
      }
      break;
    }
  }
  return alternatives;
}
