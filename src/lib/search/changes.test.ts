import {describe, expect, it} from 'vitest';
import {changedNames, writeChanges} from './changes';
import {codeMark} from './tokens';

describe('the names of a list of changes', () => {
  const names = ['print_error', 'xmldb_table::NAME_MAX_LENGTH', 'core\\encryption', 'xmldb_table::PREFIX_MAX_LENGTH', 'core\\encryption::is_sodium_installed', 'xmldb_table::NAME_MAX_LENGTH'];

  it('writes a class once, with its members after it, each a word', () => {
    expect(writeChanges(names)).toBe(`print_error core\\encryption xmldb_table ${codeMark}::${codeMark} NAME_MAX_LENGTH PREFIX_MAX_LENGTH core\\encryption ${codeMark}::${codeMark} is_sodium_installed`);
  });

  it('reads back the names items are about, and not a class that only qualifies them', () => {
    const read = changedNames(writeChanges(names));
    expect(read).toEqual(new Set(['print_error', 'coreencryption', 'name_max_length', 'prefix_max_length', 'is_sodium_installed']));
    expect(read.has('xmldb_table')).toBe(false);
  });
});
