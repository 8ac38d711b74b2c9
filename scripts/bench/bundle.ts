// JavaScript and CSS a reader's browser loads before the page is interactive: Chromium (playwright-core,
// Debian's build) opens each page of the production build with an empty cache, collects every script and
// stylesheet response until React has hydrated (html[data-has-hydrated=true]) and the network is idle,
// and gzips each body itself (level 6, Node's default, close to what static hosts serve).
// Usage: npx tsx scripts/bench/bundle.ts [path ...]   (needs build/; serves it on a loopback port)
import zlib from 'node:zlib';
import {chromium} from 'playwright-core';
import {benchPages, chromiumFlags, chromiumPath, kb, printTable, serveBuild, writeResult} from './lib';

export interface LoadedFile {
  url: string;
  type: 'script' | 'stylesheet';
  raw: number;
  gzip: number;
}

export async function measurePages(baseUrl: string, paths: string[]) {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  const pages = [];
  try {
    for (const path of paths) {
      // A fresh context: no HTTP cache, no service worker (the PWA worker would precache in the background).
      const context = await browser.newContext({serviceWorkers: 'block', viewport: {width: 1280, height: 800}});
      const page = await context.newPage();
      const pending: Promise<LoadedFile | null>[] = [];
      let collecting = true;
      page.on('response', (res) => {
        const type = res.request().resourceType();
        if (!collecting || (type !== 'script' && type !== 'stylesheet')) return;
        pending.push(
          res
            .body()
            .then((body) => ({url: new URL(res.url()).pathname, type, raw: body.length, gzip: zlib.gzipSync(body, {level: 6}).length}) as LoadedFile)
            .catch(() => null),
        );
      });
      await page.goto(`${baseUrl}${path}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 60_000});
      await page.waitForLoadState('networkidle');
      collecting = false;
      const files = (await Promise.all(pending)).filter((f): f is LoadedFile => f !== null).sort((a, b) => b.gzip - a.gzip);
      const sum = (type: string, key: 'raw' | 'gzip') => files.filter((f) => f.type === type).reduce((s, f) => s + f[key], 0);
      pages.push({
        path,
        files,
        js: {raw: sum('script', 'raw'), gzip: sum('script', 'gzip'), count: files.filter((f) => f.type === 'script').length},
        css: {raw: sum('stylesheet', 'raw'), gzip: sum('stylesheet', 'gzip'), count: files.filter((f) => f.type === 'stylesheet').length},
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return pages;
}

async function main() {
  const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
  const server = await serveBuild(Number(process.env.BENCH_PORT ?? 3232));
  try {
    const pages = await measurePages(server.url, paths.length ? paths : benchPages);
    printTable(
      'JavaScript and CSS loaded before interaction (KB; target: 200 KB gzipped in all)',
      pages.map((p) => ({
        page: p.path,
        'JS files': p.js.count,
        'JS raw': kb(p.js.raw),
        'JS gzip': kb(p.js.gzip),
        'CSS raw': kb(p.css.raw),
        'CSS gzip': kb(p.css.gzip),
        'total gzip': kb(p.js.gzip + p.css.gzip),
      })),
    );
    for (const p of pages) {
      printTable(
        `Largest files on ${p.path}`,
        p.files.slice(0, 8).map((f) => ({file: f.url, raw: kb(f.raw), gzip: kb(f.gzip)})),
      );
    }
    console.log(`wrote ${writeResult('bundle', {targetGzipKB: 200, pages})}`);
  } finally {
    await server.close();
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
