import path from 'node:path';
import type {Link, Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {describe, expect, it} from 'vitest';
import {loadApi} from '../../lib/moodle-api/load';
import remarkApiLinks, {tableOfFile} from '.';

const siteDir = path.resolve(__dirname, '../../..');

function links(markdown: string, file = 'docs/apis/example.md'): {text: string; url: string; title?: string | null}[] {
  const tree = fromMarkdown(markdown) as Root;
  remarkApiLinks()(tree, {path: path.join(siteDir, file), value: markdown});
  const out: {text: string; url: string; title?: string | null}[] = [];
  const walk = (node: {type: string; children?: unknown[]}) => {
    if (node.type === 'link' && (node as unknown as Link).url.startsWith('https://github.com/moodle/')) {
      const link = node as unknown as Link;
      out.push({text: (link.children[0] as {value: string}).value, url: link.url, title: link.title});
    }
    for (const child of node.children ?? []) walk(child as {type: string; children?: unknown[]});
  };
  walk(tree);
  return out;
}

describe('links from API names to their definitions', () => {
  const api43 = loadApi('4.3', siteDir);

  it('knows the table of each docs version by its folder', () => {
    expect(tableOfFile(path.join(siteDir, 'docs/apis/x.md'))).toBe('4.3');
    expect(tableOfFile(path.join(siteDir, 'versioned_docs/version-4.1/apis/x.md'))).toBe('4.1');
    expect(tableOfFile(path.join(siteDir, 'general/x.md'))).toBeUndefined();
  });

  it('links a function, a method, a class and a capability to their file and line at the release tag', () => {
    const found = links('Call `get_string()` or `$DB->get_record_sql()`, use `core\\hook\\manager`, and check `mod/quiz:attempt`.');
    const fn = api43.table.functions.get_string;
    const method = api43.table.classes.moodle_database;
    expect(found.map((l) => [l.text, l.url])).toEqual([
      ['get_string()', `https://github.com/moodle/moodle/blob/v4.3.0/${fn.file}#L${fn.line}`],
      ['$DB->get_record_sql()', `https://github.com/moodle/moodle/blob/v4.3.0/${method.file}#L${method.methods.get_record_sql.line}`],
      ['core\\hook\\manager', `https://github.com/moodle/moodle/blob/v4.3.0/lib/classes/hook/manager.php#L${api43.table.classes['core\\hook\\manager'].line}`],
      ['mod/quiz:attempt', `https://github.com/moodle/moodle/blob/v4.3.0/mod/quiz/db/access.php#L${api43.table.capabilities['mod/quiz:attempt'].line}`],
    ]);
    expect(found[1].title).toMatch(/^moodle_database->get_record_sql\(\$sql, array \$params = null, \$strictness = IGNORE_MISSING\), in lib\/dml\/moodle_database\.php \(Moodle 4\.3\)$/);
    expect(found[3].title).toMatch(/^capability mod\/quiz:attempt: write CONTEXT_MODULE; allowed by default for student/);
  });

  it('uses the table of the page\'s version', () => {
    expect(links('`core\\hook\\manager`', 'versioned_docs/version-4.2/apis/x.md')).toEqual([]);
    expect(links('`get_string()`', 'versioned_docs/version-4.1/apis/x.md')[0].url).toMatch(/^https:\/\/github\.com\/moodle\/moodle\/blob\/v4\.1\.0\/lib\/moodlelib\.php#L\d+$/);
  });

  it('leaves headings, code blocks, links, unknown names and switched-off spans alone', () => {
    expect(links('## `get_string()`\n\n```php\nget_string("a");\n```\n\n[`get_string()`](./x.md) and `no_such_function()` and `$PAGE->url`')).toEqual([]);
    expect(links('Use <!-- no-api-link -->`get_string()` and `get_string()`.').map((l) => l.text)).toEqual(['get_string()']);
  });

  it('links a function only when it is written with its brackets: a bare word is a field or a key', () => {
    expect(links('The `dayofweek` field, the `p` element, `sesskey` and `sesskey()`.').map((l) => l.text)).toEqual(['sesskey()']);
  });

  it('leaves a bare word that names a plugin type or a plugin, and links a class of one word', () => {
    expect(links('Write a `repository` plugin, a `quiz` report or a `webservice` protocol with a `moodleform`.').map((l) => l.text)).toEqual(['moodleform']);
  });
});
