import {describe, expect, it} from 'vitest';
import {maxNames, namesIn} from './names';

describe('namesIn', () => {
  it('takes the names out of code fragments, once each', () => {
    expect(namesIn(['get_record_sql()', "$DB->get_record('user', ['id' => $id])", 'get_record_sql'])).toEqual(['get_record_sql', '$DB', 'get_record', 'user', '$id']);
  });

  it('keeps settings, capabilities and paths whole, and gives namespaced names by their last part too', () => {
    expect(namesIn(['$CFG->debug', 'moodle/course:update', 'db/access.php.', '\\core\\task\\scheduled_task'])).toEqual([
      '$CFG->debug',
      'moodle/course:update',
      'db/access.php',
      'access.php',
      '\\core\\task\\scheduled_task',
      'scheduled_task',
    ]);
  });

  it('leaves out numbers, operators and short words', () => {
    expect(namesIn(['1 + 2', '=>', 'id', '4.2'])).toEqual([]);
  });

  it('keeps at most maxNames names', () => {
    expect(namesIn(Array.from({length: maxNames + 10}, (_, i) => `name_${i}`))).toHaveLength(maxNames);
  });
});

describe('namesIn paths', () => {
  it('gives a file path by its end too, as developers type it', () => {
    expect(namesIn(['mod/forum/db/install.xml', '<plugindir>/db/access.php'])).toEqual(['mod/forum/db/install.xml', 'db/install.xml', 'install.xml', 'plugindir', 'db/access.php', 'access.php']);
  });
});
