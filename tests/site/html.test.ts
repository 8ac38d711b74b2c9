import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {FileSystemConfigLoader, HtmlValidate, type Message} from 'html-validate';
import {describe, expect, it} from 'vitest';
import {htmlFileFor} from './lib/builtRoutes';

// html-validate over a sample of built pages: one of every kind named below, and a tenth of the rest
// chosen by a hash of each page's path, so each template is covered while the check stays within
// seconds. The hash keeps the choice stable: adding or removing a page never moves the sample onto
// pages nobody touched, so the test fails only for a page that changed (or a shared template). The rules are
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

/** Whether a page (its path in the build) is in the tenth the test validates: a property of the path alone. */
export function inSample(page: string): boolean {
  return crypto.createHash('sha1').update(page).digest().readUInt32BE(0) % 10 === 0;
}

function sample(): string[] {
  const files = new Set(named.map((r) => htmlFileFor(build, r)).filter((f): f is string => f !== null));
  for (const page of allPages(build)) if (inSample(page)) files.add(path.join(build, page));
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

  it('chooses its sample by page, so a new page leaves the others where they were', () => {
    const pages = Array.from({length: 500}, (_, i) => `docs/page-${i}.html`);
    const before = pages.filter(inSample);
    const after = ['docs/aaa-new.html', ...pages, 'general/zzz-new.html'].filter(inSample).filter((p) => !p.includes('-new'));
    expect(after).toEqual(before);
    // About a tenth, not none and not all.
    expect(before.length).toBeGreaterThan(25);
    expect(before.length).toBeLessThan(80);
  });

  it('keeps every page title within the 80 characters of the long-title rule', () => {
    const long: string[] = [];
    for (const page of allPages(build)) {
      const head = fs.readFileSync(path.join(build, page), 'utf8').slice(0, 20_000);
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(head)?.[1].replace(/&amp;/g, '&').replace(/&quot;|&#34;/g, '"').replace(/&#39;/g, "'");
      if (title && title.length > 80) long.push(`${page}: ${title.length} characters: ${title}`);
    }
    expect(long).toEqual([]);
  });

  it('still reports the mistakes a template could make', async () => {
    const report = await validator.validateString(
      '<!doctype html><html lang=en><head><title>t</title></head><body><main><img src=a.png><p id=x>a</p><p id=x>b</p><div role=navigation></div><code><p>c</p></code></main></body></html>',
      path.join(build, 'probe.html'),
    );
    const rules = new Set(report.results.flatMap((r) => r.messages.map((m) => m.ruleId)));
    for (const rule of ['wcag/h37', 'no-dup-id', 'prefer-native-element', 'element-permitted-content']) expect(rules).toContain(rule);
  });
});
