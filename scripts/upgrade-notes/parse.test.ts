import {describe, expect, it} from 'vitest';
import {sharedRun} from '../release-items/compare';
import {withoutNames} from './check';
import {candidateNames, suggestKind} from './import';
import {inVersion, parseUpgradeTxt} from './parse';

const text = `This files describes API changes in the example plugin.

=== 4.3 ===

* The method get_items() has a new parameter $strict:
  - true checks every item
  - false skips them
* Deprecated \`\\mod_example\\local\\helper::old()\`; use helper::new() instead (MDL-12345).

=== 4.2.1 ===
- Removed the example_legacy_call() function.

===4.2===

A paragraph without a bullet,
over two lines.

1. A numbered entry.

=== 2.8, 2.7.1 and 2.6.4 ===

* An entry of old releases.
`;

describe('parseUpgradeTxt', () => {
  const entries = parseUpgradeTxt('mod/example/upgrade.txt', text);

  it('reads each bullet with its indented lines as one entry, under its section', () => {
    expect(entries.map((e) => [e.section, e.line])).toEqual([
      ['4.3', 5],
      ['4.3', 8],
      ['4.2.1', 11],
      ['4.2', 15],
      ['4.2', 18],
      ['2.8', 22],
    ]);
    expect(entries[0].text).toBe('The method get_items() has a new parameter $strict:\n  - true checks every item\n  - false skips them');
    expect(entries[3].text).toBe('A paragraph without a bullet,\nover two lines.');
  });

  it('counts point releases as their version', () => {
    expect(entries.filter((e) => inVersion(e.section, '4.2')).length).toBe(3);
    expect(inVersion('4.21', '4.2')).toBe(false);
  });
});

describe('the import of entries', () => {
  it('suggests a kind from the entry', () => {
    expect(suggestKind('Removed the example_legacy_call() function.')).toBe('removed');
    expect(suggestKind('Deprecated helper::old()')).toBe('deprecated');
    expect(suggestKind('New method moodleform::add_sticky_action_buttons() is created')).toBe('added');
    expect(suggestKind('The method now returns a moodle_url')).toBe('changed');
  });

  it('finds the names that look like API', () => {
    expect(candidateNames('Deprecated `\\mod_example\\local\\helper::old()`; use helper::new() and $DB->get_record() (mod/example:view).')).toEqual([
      '\\mod_example\\local\\helper::old()',
      'helper::new()',
      '$DB->get_record()',
      'mod/example:view',
    ]);
  });
});

describe('the six-word rule of upgrade notes', () => {
  it('compares the prose around API names, not the names', () => {
    const entry = 'The core_group_get_groups_for_selector external function was moved to a new class.';
    const summary = 'Call `core_group_get_groups_for_selector` through its new class.';
    expect(sharedRun(summary, entry)).toBe('core group get groups for selector');
    expect(sharedRun(withoutNames(summary, ['core_group_get_groups_for_selector'], 's'), withoutNames(entry, ['core_group_get_groups_for_selector'], 'e'))).toBeUndefined();
  });

  it('still finds copied prose beside a name', () => {
    const entry = 'The `foo()` function now throws an exception if it fails to get the lock.';
    const summary = '`foo()` now throws an exception if it fails to get the lock.';
    expect(sharedRun(withoutNames(summary, ['foo()'], 's'), withoutNames(entry, ['foo()'], 'e'))).toBe('now throws an exception if it');
  });
});
