import {describe, expect, it} from 'vitest';
import {apiNames, codeIn, compareVersions, factsToCheck} from './facts';

describe('facts of a change', () => {
  it('reads code from fenced blocks and inline spans only', () => {
    const lines = ['Call `get_string()` here, not get_config() in prose.', '```php', "$x = new \\core\\output\\notification('a');", '```', 'After the fence.'];
    expect(codeIn(lines)).toEqual(['get_string()', "$x = new \\core\\output\\notification('a');"]);
  });

  it('finds classes, methods, Moodle functions and capabilities, not language constructs, methods of unknown objects or other strings', () => {
    const names = apiNames([
      "$url = new moodle_url('/course/view.php', ['id' => $id]);",
      "if (has_capability('moodle/course:update', $context) && isset($x)) {",
      '$len = core_text::strlen($name); $DB->get_record_sql($sql); $form->get_data();',
      "$hook = new \\core\\hook\\output\\before_footer(); echo 'not_a_function()';",
    ]);
    expect(names).toEqual([
      {kind: 'class', name: 'moodle_url'},
      {kind: 'capability', name: 'moodle/course:update'},
      {kind: 'function', name: 'has_capability'},
      {kind: 'method', name: '$DB->get_record_sql'},
      {kind: 'method', name: 'core_text::strlen'},
      {kind: 'class', name: 'core\\hook\\output\\before_footer'},
    ]);
  });

  it('compares versions by number', () => {
    expect(compareVersions('4.10', '4.9')).toBeGreaterThan(0);
    expect(compareVersions('4.2', '4.2.0')).toBe(0);
    expect(compareVersions('4.1', '4.3')).toBeLessThan(0);
  });

  it('flags PHP versions outside the copy\'s requirements, and says when there is no symbol table', () => {
    const notes = factsToCheck(['Needs PHP 8.2 for readonly classes; see `get_string()`.'], '4.1', {
      branches: [{version: '4.1', build: '2022112800', php: {min: '7.4.0', max: '8.1'}}],
      symbols: () => undefined,
      masterVersion: '4.3',
    });
    expect(notes).toEqual(['names PHP 8.2: Moodle 4.1 runs on PHP 7.4.0 to 8.1', "no symbol table for Moodle 4.1: check these names in 4.1's code: get_string"]);
  });

  it('does not flag a name that neither version has: PHP\'s own functions are not in Moodle\'s tables', () => {
    const notes = factsToCheck(['`array_key_last()`'], '4.1', {branches: [], symbols: () => false, masterVersion: '4.3'});
    expect(notes).toEqual([]);
  });
});
