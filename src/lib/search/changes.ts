// The `changes` metadata of a list of changes (the upgrade notes pages): the API names its items are
// about, written for the index and read back by the reranking (./rerank.ts). Every result showing the
// page loads it, so a class is written once with its changed members after it (`xmldb_table ⁠::⁠
// NAME_MAX_LENGTH PREFIX_MAX_LENGTH`), each a word of its own as code in the body is (./tokens.ts), so
// that `NAME_MAX_LENGTH` finds the page; the class alone is not what those items are about.
import {codeMark} from './tokens';
import {nameKey} from './stems';

const member = /^(.+?)(::|->)([^:>-]+)$/;
const memberMark = `${codeMark}::${codeMark}`;

/** The metadata's text for the names a list of changes has items about (`print_error`, `xmldb_table::NAME_MAX_LENGTH`). */
export function writeChanges(names: string[]): string {
  const whole = new Set<string>();
  const members = new Map<string, Set<string>>();
  for (const name of names) {
    const parts = member.exec(name);
    if (!parts) whole.add(name);
    else members.set(parts[1]!, (members.get(parts[1]!) ?? new Set()).add(parts[3]!));
  }
  return [...whole, ...[...members].map(([owner, names]) => `${owner} ${memberMark} ${[...names].join(' ')}`)].join(' ');
}

/** The names, by their key (./stems.ts), that a list of changes has items about: not a class that only qualifies its members. */
export function changedNames(text: string): Set<string> {
  const words = text.split(/\s+/);
  return new Set(words.filter((word, i) => word !== memberMark && words[i + 1] !== memberMark).map(nameKey));
}
