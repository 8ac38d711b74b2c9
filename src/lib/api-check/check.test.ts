import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadApi, loadBuiltins} from '../moodle-api/load';
import {badgeSources, checkBadge} from './badges';
import {pageFindings} from './docs';
import {checkPage, namespaceOfFile} from './page';

const siteDir = path.resolve(__dirname, '../../..');
const builtins = loadBuiltins(siteDir);
const api43 = loadApi('4.3', siteDir);
const api41 = loadApi('4.1', siteDir);

/** The messages a writer would read for a page, as `file:line:column message`. */
function problems(text: string, api = api43): string[] {
  const result = checkPage(text, api, builtins);
  const {findings, unusedMarkers} = pageFindings('page.md', text, result, api.version);
  const badges = result.badges.flatMap((b) => {
    const message = checkBadge(b, badgeSources(siteDir));
    return message ? [{file: 'page.md', line: b.line, column: 1, message}] : [];
  });
  return [...findings, ...unusedMarkers, ...badges].map((f) => `${f.line}:${f.column} ${f.message}`);
}

const php = (code: string, meta = '') => `\`\`\`php ${meta}\n${code}\n\`\`\`\n`;

describe('the check of API names', () => {
  it('accepts the API of the version, PHP, the sample\'s own names and plugins\' names', () => {
    const page = `# Page\n\nCall \`get_string()\` and \`$DB->get_record()\`, or \`core\\hook\\manager::get_instance()\`; check \`mod/quiz:attempt\`.\n\n${php(`$course = $DB->get_record('course', ['id' => $id], '*', MUST_EXIST);
$context = context_course::instance($course->id);
require_capability('moodle/course:update', $context);
$url = new moodle_url('/local/myplugin/index.php', ['id' => $course->id]);
echo html_writer::link($url->out(false), s(get_string('pluginname', 'local_myplugin')));
$items = array_map('trim', explode(',', $list));
local_myplugin_helper($items);
function local_myplugin_helper(array $items): void {
}`)}`;
    expect(problems(page)).toEqual([]);
  });

  it('names the file position, the name and the nearest names for an unknown name', () => {
    const page = `# Page\n\n${php("$user = core_user::get_usr($id);\n$record = $DB->get_recrod('user', ['id' => $id]);")}\nUse \`get_strin()\` to translate.\n`;
    expect(problems(page)).toEqual([
      '4:20 core_user has no method get_usr() in Moodle 4.3; nearest: core_user::get_user()',
      '5:16 moodle_database has no method get_recrod() in Moodle 4.3; nearest: moodle_database::get_record(), moodle_database::get_records()',
      '8:5 get_strin() is neither a function nor a method in Moodle 4.3; nearest: get_string, get_strings, get_admin',
    ]);
  });

  it('counts the arguments of a call', () => {
    expect(problems(php("$name = get_string('pluginname', 'local_myplugin', null, false, 'extra');"))).toEqual(['2:9 get_string() takes 1 to 4 arguments, not 5']);
    expect(problems(php('$sql = $DB->sql_concat($a, $b, $c, $d);'))).toEqual([]);
  });

  it('fails a sample that calls a deprecated API unless it is shown as the old way', () => {
    const call = "print_error('invalidcourseid');";
    expect(problems(php(call))).toEqual(["2:1 print_error() is deprecated since 4.1 in Moodle 4.3: show the sample as the old way (inside <InvalidExample>, or as the first side of a <CodeDiff>) or use its replacement"]);
    expect(problems(`<InvalidExample>\n\n${php(call)}\n</InvalidExample>\n`)).toEqual([]);
    expect(problems(`<CodeDiff before="4.0" after="4.1">\n\n${php(call)}\n${php("throw new moodle_exception('invalidcourseid');")}\n</CodeDiff>\n`)).toEqual([]);
    expect(problems(`<CodeDiff before="4.0" after="4.1">\n\n${php("throw new moodle_exception('invalidcourseid');")}\n${php(call)}\n</CodeDiff>\n`)).toHaveLength(1);
  });

  it('reads a class in the namespace of the file a sample is titled with', () => {
    expect(namespaceOfFile('local/notes/classes/output/renderer.php', api43)).toBe('local_notes\\output');
    expect(namespaceOfFile('lib/classes/hook/manager.php', api43)).toBe('core\\hook');
    const sample = php("public function render(): string {\n    return html_writer::tag('p', 'Hello');\n}", 'title="local/notes/classes/output/renderer.php" fragment=member');
    expect(problems(sample)).toEqual(['3:12 html_writer here means local_notes\\output\\html_writer, which does not exist: add `use html_writer;` or write \\html_writer']);
    expect(problems(php("namespace local_notes\\output;\n\nuse html_writer;\n\necho html_writer::tag('p', 'Hello');"))).toEqual([]);
  });

  it('takes a marked exception, and refuses a marker that exempts nothing', () => {
    const removed = 'In 4.2, `\\core\\task\\legacy_plugin_cron_task` ran the old cron callbacks; 4.3 removed it.\n';
    expect(problems(removed)).toEqual(['1:9 class core\\task\\legacy_plugin_cron_task is not in Moodle 4.3']);
    expect(problems(`<!-- api-exception: core\\task\\legacy_plugin_cron_task — removed in 4.3 -->\n${removed}`)).toEqual([]);
    expect(problems(`<!-- api-exception: get_string() — never removed -->\nCall \`get_string()\`.\n`)).toEqual([
      '1:1 the api-exception marker names get_string(), but the block after it has no such name that Moodle 4.3 lacks: remove the marker',
    ]);
  });

  it('checks a version badge against the tables', () => {
    expect(problems('The `core\\hook\\manager` class <Since version="4.3" /> dispatches hooks.\n')).toEqual([]);
    expect(problems('The `core_external\\external_api` class <Since version="4.3" /> describes services.\n')).toEqual([
      '1:1 <Since version="4.3"> says core_external\\external_api arrived in 4.3, but core_external\\external_api is already in Moodle 4.2',
    ]);
    expect(problems('`print_error()` <DeprecatedSince version="4.1" /> stops the page.\n', api41)).toEqual([]);
    expect(problems('`print_error()` <DeprecatedSince version="4.2" /> stops the page.\n')).toEqual([
      '1:1 <DeprecatedSince version="4.2"> says print_error() was deprecated in 4.2, but print_error() is deprecated since 4.1, not 4.2',
    ]);
  });

  it('leaves alone what it cannot know: properties, JavaScript, members of classes with parents outside the tables', () => {
    expect(problems('Set `$PAGE->url`, call `getString()` in JavaScript, and `done()` on a promise.\n')).toEqual([]);
    expect(problems(php("class my_test extends advanced_testcase {\n    public function test_it(): void {\n        $this->assertTrue(true);\n        $this->resetAfterTest();\n    }\n}"))).toEqual([]);
  });
});
