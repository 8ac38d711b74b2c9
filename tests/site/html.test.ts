import fs from 'node:fs';
import path from 'node:path';
import {FileSystemConfigLoader, HtmlValidate, type Message} from 'html-validate';
import {describe, expect, it} from 'vitest';
import {htmlFileFor} from './lib/builtRoutes';

// html-validate over a sample of built pages: one of every kind named below, and every 10th page of
// the rest, so each template is covered while the check stays within seconds. The rules are
// html-validate:recommended less what Docusaurus and its minifier write (.htmlvalidate.json and
// tests/site/lib/htmlvalidate-docusaurus.mjs say why each one is off).
const root = path.resolve(__dirname, '../..');
const build = path.join(root, 'build');
const named = [
  '/',
  '/versions',
  '/markdown-page',
  '/404',
  '/docs',
  '/docs/apis',
  '/docs/apis/core/dml',
  '/docs/apis/subsystems/form',
  '/docs/apis/plugintypes/mod',
  '/docs/apis/commonfiles/version.php',
  '/docs/category/subsystems',
  '/docs/guides/templates',
  '/docs/4.2',
  '/docs/4.2/apis',
  '/docs/4.1/gettingstarted/requirements',
  '/docs/tags',
  '/docs/tags/getting-started',
  '/general/community/contribute',
  '/general/development/process',
  '/general/app',
  '/general/releases',
  '/general/releases/4.2',
  '/general/releases/4.3',
  '/general/app_releases',
  '/general/tags',
  '/general/tags/release-notes',
  '/search',
];

function allPages(dir: string, rel = ''): string[] {
  return fs.readdirSync(path.join(dir, rel), {withFileTypes: true}).flatMap((e) => {
    const child = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) return child === 'assets' ? [] : allPages(dir, child);
    return e.name.endsWith('.html') ? [child] : [];
  });
}

function sample(): string[] {
  const files = new Set(named.map((r) => htmlFileFor(build, r)).filter((f): f is string => f !== null));
  const rest = allPages(build).sort();
  for (let i = 0; i < rest.length; i += 10) files.add(path.join(build, rest[i]));
  return [...files];
}

const format = (file: string, m: Message) =>
  `${path.relative(build, file)}:${m.line}:${m.column} ${m.ruleId}: ${m.message}${m.selector ? ` (${m.selector})` : ''}`;

describe('HTML validation of built pages', () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());

  it('has no html-validate errors on the sampled pages', async () => {
    const files = sample();
    expect(files.length).toBeGreaterThan(25);
    const errors: string[] = [];
    for (const file of files) {
      const report = await validator.validateFile(file);
      for (const result of report.results) for (const m of result.messages) if (m.severity === 2) errors.push(format(file, m));
    }
    console.log(`html-validate: ${files.length} pages, ${errors.length} errors`);
    expect(errors.slice(0, 50)).toEqual([]);
  }, 120_000);

  it('still reports the mistakes a template could make', async () => {
    const report = await validator.validateString(
      '<!doctype html><html lang=en><head><title>t</title></head><body><main><img src=a.png><p id=x>a</p><p id=x>b</p><div role=navigation></div><code><p>c</p></code></main></body></html>',
      path.join(build, 'probe.html'),
    );
    const rules = new Set(report.results.flatMap((r) => r.messages.map((m) => m.ruleId)));
    for (const rule of ['wcag/h37', 'no-dup-id', 'prefer-native-element', 'element-permitted-content']) expect(rules).toContain(rule);
  });
});
