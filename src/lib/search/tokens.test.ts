import {describe, expect, it} from 'vitest';
import {nameBreak, normalizeQuery, splitCode} from './tokens';

const words = (text: string) => text.split(/\s+/).filter(Boolean);

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
    expect(splitCode('->get_record', '$DB')).toBe(`${nameBreak}->${nameBreak}get_record`);
  });

  it('changes nothing but the spaces it adds', () => {
    const code = "$x = ['a' => f($y::z)]; // done";
    expect(splitCode(code).replaceAll(nameBreak, '')).toBe(code);
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
