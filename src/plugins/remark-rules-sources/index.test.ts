import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import type {Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {unified} from 'unified';
import remarkStringify from 'remark-stringify';
import {createProcessorUncached} from '@docusaurus/mdx-loader/lib/processor';
import {DEFAULT_MARKDOWN_CONFIG} from '@docusaurus/core/lib/server/configValidation';
import remarkRulesSources from './index';
import {logsDigest} from './logs';

let site: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
  fs.writeFileSync(path.join(site, file), text);
};
const writeLog = (file: string, log: object) => write(file, JSON.stringify(log));
const compile = (page: string): string => {
  const tree = fromMarkdown(fs.readFileSync(path.join(site, page), 'utf8')) as Root;
  remarkRulesSources({siteDir: site})(tree, {path: path.join(site, page)});
  return unified().use(remarkStringify).stringify(tree);
};

const grammarLog = {
  page: 'general/guide/grammar.md',
  sources: {
    grammar: {title: 'Grammar and mechanics', url: 'https://github.com/moodle/devdocs/blob/fa57ca243f3eaa4784dcff4fc59d4c462ec160ef/general/contentguidelines/02-styleguide/grammar.md'},
    lang: {title: 'lang/en/langconfig.php', url: 'https://github.com/moodle/moodle/blob/v4.3.0/lang/en/langconfig.php'},
  },
  rules: [
    {rule: 'Use the serial comma in lists.', sources: ['grammar'], status: 'fixed', was: 'Only against ambiguity.'},
    {rule: 'Write dates day, month, year.', sources: ['lang', 'grammar'], status: 'agrees'},
    {rule: 'Keep labels short.', sources: ['grammar'], status: 'recommendation'},
  ],
};

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'rules-sources-'));
  write('general/guide/grammar.md', '# Grammar\n\nSome rules.\n\n## Related pages\n\n- [Word list](./wordlist.md)\n');
  write('general/guide/other.md', '# Other\n\nNo log.\n');
  writeLog('data/rules-review/guide/grammar.json', grammarLog);
});
afterEach(() => fs.rmSync(site, {recursive: true, force: true}));

describe('remarkRulesSources', () => {
  it('ends a page that has a log with a level-2 Sources heading and each cited source once, as links', () => {
    const out = compile('general/guide/grammar.md');
    expect(out.endsWith(
      '## Sources\n\n' +
        '* [Grammar and mechanics](https://github.com/moodle/devdocs/blob/fa57ca243f3eaa4784dcff4fc59d4c462ec160ef/general/contentguidelines/02-styleguide/grammar.md)\n' +
        '* [lang/en/langconfig.php](https://github.com/moodle/moodle/blob/v4.3.0/lang/en/langconfig.php)\n',
    )).toBe(true);
    // After the page's own content.
    expect(out.indexOf('## Related pages')).toBeLessThan(out.indexOf('## Sources'));
  });

  it('leaves a page without a log as it is', () => {
    expect(compile('general/guide/other.md')).toBe('# Other\n\nNo log.\n');
  });

  it('fails naming the log when a rule names a source the log does not define', () => {
    writeLog('data/rules-review/guide/grammar.json', {...grammarLog, rules: [...grammarLog.rules, {rule: 'x', sources: ['style'], status: 'agrees'}]});
    expect(() => compile('general/guide/grammar.md')).toThrow(
      'data/rules-review/guide/grammar.json: /rules/3/sources/0 names source "style", which /sources does not define',
    );
  });

  it('fails naming the log when its page does not exist, whichever page is compiled', () => {
    writeLog('data/rules-review/guide/gone.json', {...grammarLog, page: 'general/guide/gone.md'});
    expect(() => compile('general/guide/other.md')).toThrow('data/rules-review/guide/gone.json: /page names general/guide/gone.md, which does not exist');
  });

  it('fails when a log reviews a page other than the one at its path', () => {
    writeLog('data/rules-review/guide/misplaced.json', {...grammarLog});
    expect(() => compile('general/guide/other.md')).toThrow(
      'data/rules-review/guide/misplaced.json: /page names general/guide/grammar.md, whose log belongs at data/rules-review/guide/grammar.json',
    );
  });

  it('fails on a log that breaks the schema, naming the file and the field', () => {
    const rules = [{rule: 'Use the serial comma.', sources: ['grammar'], status: 'fixed'}, {rule: 'y', sources: ['lang'], status: 'agrees', was: 'z'}];
    writeLog('data/rules-review/guide/grammar.json', {...grammarLog, rules});
    const error = (() => {
      try {
        compile('general/guide/grammar.md');
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(error).toContain("data/rules-review/guide/grammar.json: /rules/0 must have required property 'was'");
    expect(error).toContain('data/rules-review/guide/grammar.json: /rules/1/was is not allowed here');
    expect(error).not.toContain('must match "then" schema');
  });

  it('fails on a source url that is not a primary source address, and on a source no rule cites', () => {
    const sources = {...grammarLog.sources, blog: {title: 'A blog', url: 'https://example.com/style'}};
    writeLog('data/rules-review/guide/grammar.json', {...grammarLog, sources});
    expect(() => compile('general/guide/grammar.md')).toThrow('data/rules-review/guide/grammar.json: /sources/blog/url must have one of the forms https://github.com/moodle/devdocs/blob/<commit>/<path>');
    // This site is served at moodledev.io, so an address there is not Moodle's page.
    sources.blog.url = 'https://moodledev.io/general/contentguidelines';
    writeLog('data/rules-review/guide/grammar.json', {...grammarLog, sources});
    expect(() => compile('general/guide/grammar.md')).toThrow("/sources/blog/url is a moodledev.io address, which is this site's own: cite the moodle/devdocs file instead");
    sources.blog.url = 'https://github.com/moodle/moodle/blob/v4.3.0/lang/en/moodle.php';
    writeLog('data/rules-review/guide/grammar.json', {...grammarLog, sources});
    expect(() => compile('general/guide/grammar.md')).toThrow('data/rules-review/guide/grammar.json: /sources/blog is cited by no rule');
  });

  it('fails on JSON that does not parse, naming the file', () => {
    write('data/rules-review/guide/grammar.json', '{"page": ');
    expect(() => compile('general/guide/grammar.md')).toThrow('data/rules-review/guide/grammar.json: cannot be read as JSON');
  });

  it('fails on a page that writes its own Sources heading', () => {
    write('general/guide/grammar.md', '# Grammar\n\n## Sources\n\n- somewhere\n');
    expect(() => compile('general/guide/grammar.md')).toThrow('general/guide/grammar.md: has its own "Sources" heading');
  });

  it('reads a log again when it changes', () => {
    expect(compile('general/guide/grammar.md')).toContain('[lang/en/langconfig.php]');
    const log = {...grammarLog, sources: {grammar: grammarLog.sources.grammar}, rules: grammarLog.rules.map((r) => ({...r, sources: ['grammar']}))};
    writeLog('data/rules-review/guide/grammar.json', log);
    fs.utimesSync(path.join(site, 'data/rules-review/guide/grammar.json'), new Date(), new Date(Date.now() + 5000));
    expect(compile('general/guide/grammar.md')).not.toContain('[lang/en/langconfig.php]');
  });

  it('has a digest of the logs that changes with any log, for the loader to depend on', () => {
    const before = logsDigest(site);
    expect(logsDigest(site)).toBe(before);
    writeLog('data/rules-review/guide/grammar.json', {...grammarLog, rules: grammarLog.rules.slice(1)});
    expect(logsDigest(site)).not.toBe(before);
  });

  it('puts the section in the table of contents when it runs before Docusaurus’s own plugins, as the site has it', async () => {
    const options = {markdownConfig: DEFAULT_MARKDOWN_CONFIG, beforeDefaultRemarkPlugins: [[remarkRulesSources, {siteDir: site}]]};
    const processor = await createProcessorUncached({options: options as never, format: 'md'});
    const page = path.join(site, 'general/guide/grammar.md');
    const {content} = await processor.process({content: fs.readFileSync(page, 'utf8'), filePath: page, frontMatter: {}, compilerName: 'server'});
    expect(content).toMatch(/export const toc = \[[^\]]*"value": "Sources",\s*"id": "sources",\s*"level": 2/);
    expect(content).toContain('href: "https://github.com/moodle/devdocs/blob/fa57ca243f3eaa4784dcff4fc59d4c462ec160ef/general/contentguidelines/02-styleguide/grammar.md"');
  }, 30_000);
});
