import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import versions from '../../versions.json';

const build = path.resolve(__dirname, '../../build');

/** The files the service worker precaches, read from the manifest workbox injected into sw.js. */
function precacheList(): string[] {
  const sw = fs.readFileSync(path.join(build, 'sw.js'), 'utf8');
  return [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
}

describe('the offline set', () => {
  const urls = precacheList();
  const bytes = urls.reduce((sum, url) => sum + fs.statSync(path.join(build, url)).size, 0);
  console.log(`precache: ${urls.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MiB`);

  it('holds the shell, scripts, styles, the master docs and the general area', () => {
    for (const url of ['index.html', '404.html', 'docs.html', 'docs/apis/core/lock.html', 'general/releases/4.3.html', 'manifest.json']) {
      expect(urls, url).toContain(url);
    }
    expect(urls.some((u) => u.startsWith('assets/js/'))).toBe(true);
    expect(urls.some((u) => u.startsWith('assets/css/'))).toBe(true);
  });

  it('holds the whole search index, so search works offline', () => {
    const index = fs.readdirSync(path.join(build, 'pagefind'), {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(build, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    expect(index.length).toBeGreaterThan(10);
    expect(index.filter((file) => !urls.includes(file))).toEqual([]);
  });

  it('holds the manifests of the symbol index, and leaves its shards to be kept as they are fetched', () => {
    for (const version of ['current', ...versions]) expect(urls, version).toContain(`symbols/${version}.json`);
    expect(urls.filter((u) => u.startsWith('symbols/') && u.split('/').length > 2)).toEqual([]);
  });

  it('leaves older versions, tag pages and archived release notes to be cached on visit', () => {
    expect(urls.filter((u) => versions.some((v) => u === `docs/${v}.html` || u.startsWith(`docs/${v}/`)))).toEqual([]);
    expect(urls.filter((u) => /^(docs|general)\/tags/.test(u))).toEqual([]);
    expect(urls.filter((u) => /^general\/releases\/[123]\./.test(u) || /^general\/app_releases\/v[123]/.test(u))).toEqual([]);
    expect(urls).toContain('general/releases/4.0.html');
    expect(urls).toContain('general/app_releases/v4/v4.2.0.html');
  });

  it('lists only files that exist', () => {
    expect(urls.filter((u) => !fs.existsSync(path.join(build, u)))).toEqual([]);
  });
});
