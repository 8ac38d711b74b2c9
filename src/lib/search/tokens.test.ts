import {describe, expect, it} from 'vitest';
import {codeMark, normalizeQuery, restoreCode, splitCode} from './tokens';

const words = (text: string) => text.split(/\s+/).filter(Boolean).map((word) => word.replaceAll(codeMark, ''));

describe('splitCode', () => {
  it('cuts calls, static and object access apart, so that each name is a word of its own', () => {
    expect(words(splitCode('\\core\\task\\manager::queue_adhoc_task($task);'))).toEqual(['\\core\\task\\manager', '::', 'queue_adhoc_task', '(', '$task', ')', ';']);
    expect(words(splitCode("$DB->get_record('user', ['id' => $id]);"))).toContain('get_record');
  });

  it('keeps namespaces, capability names, file paths and $CFG settings whole', () => {
    expect(words(splitCode("has_capability('moodle/course:update', $context)"))).toContain('moodle/course:update');
    expect(words(splitCode('require(__DIR__ . "/db/access.php")'))).toContain('/db/access.php');
    expect(words(splitCode('$CFG->debugdisplay = 1;'))).toContain('$CFG->debugdisplay');
  });

  it('sees $CFG at the end of the text before, as highlighted code splits it from ->', () => {
    expect(splitCode('->cachejs', '$CFG')).toBe('->cachejs');
    expect(splitCode('->get_record', '$DB')).toBe(` ${codeMark}->${codeMark} get_record`);
  });

  it('adds a space only where a separator touches a name or another separator, marked on the separator side', () => {
    expect(splitCode("f('x')")).toBe(`f ${codeMark}(${codeMark}  ${codeMark}'${codeMark} x ${codeMark}'${codeMark}  ${codeMark})`);
    expect(splitCode('f( x )')).toBe(`f ${codeMark}( x )`);
    expect(splitCode('a = b')).toBe('a = b');
  });

  it('sees whether the code after the fragment starts with a space', () => {
    expect(splitCode('f(', '', ' x')).toBe(`f ${codeMark}(`);
    expect(splitCode('f(', '', 'x')).toBe(`f ${codeMark}(${codeMark} `);
  });

  it('is undone by restoreCode, also once whitespace runs are one space as in Pagefind excerpts', () => {
    const oneSpace = (text: string) => text.split(/\s+/).join(' ');
    for (const code of ["$x = ['a' => f($y::z)]; // done", "$DB->get_record_sql('SELECT * FROM {course}', [$id]);", 'if ( $a ) { b(); }', '<?php echo $OUTPUT->header();']) {
      expect(restoreCode(splitCode(code))).toBe(code);
      expect(restoreCode(oneSpace(splitCode(code)))).toBe(code);
    }
  });
});

describe('normalizeQuery', () => {
  it('reduces identifiers to what the index keeps of them', () => {
    expect(normalizeQuery('get_record_sql')).toBe('get_record_sql');
    expect(normalizeQuery('$CFG->debug')).toBe('CFGdebug');
    expect(normalizeQuery('moodle/course:update')).toBe('moodlecourseupdate');
    expect(normalizeQuery('\\core\\hook\\manager')).toBe('corehookmanager');
    expect(normalizeQuery('MDL-78054')).toBe('MDL78054');
  });

  it('cuts code as the index does', () => {
    expect(normalizeQuery('\\core\\task\\manager::queue_adhoc_task()')).toBe('coretaskmanager queue_adhoc_task');
    expect(normalizeQuery("$DB->get_record('user')")).toBe('DB get_record user');
  });

  it('leaves out words that do not tell pages apart, unless nothing else is left', () => {
    expect(normalizeQuery('send a notification to a user')).toBe('send notification user');
    expect(normalizeQuery('how to')).toBe('how to');
  });

  it('leaves a quoted (exact) search as typed', () => {
    expect(normalizeQuery('"course format"')).toBe('"course format"');
  });
});
