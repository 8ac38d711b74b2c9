import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {auditLinks, formatBroken} from './lib/linkAudit';

// Independent of Docusaurus's own onBrokenLinks/onBrokenAnchors checks: this reads what the build
// wrote (every page, asset reference, anchor, redirect) the way a static host would serve it.
const build = path.resolve(__dirname, '../../build');
const siteUrl = process.env.SITE_URL ?? 'https://moodledev.io';
const baseUrl = process.env.BASE_URL ?? '/';

// Reads every built page: seconds on a quiet machine, minutes on a busy one (the browser tests run beside
// these checks). The limit only stops a check that hangs.
const wholeBuild = 600_000;

describe('link audit of the production build', () => {
  it('finds no broken internal link, asset or anchor on any page', () => {
    const started = Date.now();
    const result = auditLinks(build, {siteUrl, baseUrl});
    console.log(
      `link audit: ${result.pages} pages, ${result.links} internal links (${result.anchors} with anchors), ` +
        `${result.broken.length} broken, ${Date.now() - started} ms`,
    );
    expect(result.pages).toBeGreaterThan(30);
    expect(formatBroken(result.broken)).toEqual([]);
  }, wholeBuild);

  it('catches a missing page, a missing anchor and a missing asset, and follows redirects', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'link-audit-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), text);
    };
    write('index.html', '<a href=/docs/a#intro>ok</a><a href=/docs/a#nope>bad anchor</a><a href=/docs/gone>gone</a>');
    write(
      'docs/a.html',
      '<h2 id=intro>Intro</h2><img src=/img/x.png><a href=b>relative</a><a href=#intro>self</a><a href=/old/a>moved</a><a href=https://moodledev.io/docs/a#intro>absolute</a><a href=https://example.org/x>external</a>',
    );
    write('docs/b.html', '<p>b</p>');
    write('_redirects', '/old/*  /docs/:splat  301\n');
    const result = auditLinks(dir, {siteUrl: 'https://moodledev.io'});
    expect(result.broken.sort((a, b) => a.href.localeCompare(b.href))).toEqual([
      {from: '/', href: '/docs/a#nope', reason: 'missing anchor'},
      {from: '/', href: '/docs/gone', reason: 'missing page'},
      {from: '/docs/a', href: '/img/x.png', reason: 'missing file'},
    ]);
    fs.rmSync(dir, {recursive: true});
  });
});
