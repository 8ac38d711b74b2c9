// The embedded search's costs. Indexing: the index is built again over build/ (the build's postBuild
// step, alone on the machine), giving its time, page count and size on disk. Querying: in Chromium,
// five queries typed into the modal on a docs page, each measured twice:
// - first query (cold): from Ctrl+K on a freshly loaded page to the first results, with every byte that
//   loads meanwhile (the modal's code and the index), and from the query's first keystroke to the first
//   results (the script types at once; a reader who takes longer finds more of the index loaded);
// - later query (warm): another query on a page that has already searched once.
// A query that names a symbol of Moodle's API (get_course_and_cm_from_cmid) also loads the symbol index's
// manifest and one shard: counted in the bytes, with the time to its symbol entry beside the pages'.
// Bytes are counted as transferred, and as gzip of each body as a static host sends it (Pagefind's
// index files are compressed already); "index" is what came from /pagefind/, the rest is the modal's
// code (a result's page code loads only when the reader points at it).
// Usage: npm run bench:search   (needs build/ made without Algolia settings)
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium, type Page, type Request} from 'playwright-core';
import {parseSymbolQuery} from '../../src/lib/symbol-index/names';
import {buildSearchIndex} from '../../src/plugins/search-local/buildIndex';
import {chromiumFlags, chromiumPath, kb, printTable, root, serveBuild, writeResult} from './lib';

const queries = ['php', 'form', 'privacy', 'behat', 'release notes', 'get_course_and_cm_from_cmid'];
const startPage = '/docs';

interface Transfer {
  url: string;
  bytes: number;
  gzip: number;
}

interface QueryFigures {
  /** From the action (Ctrl+K, or the new query) to the first results. */
  ms: number;
  /** From the query reaching the search box to the first results. */
  fromQueryMs: number;
  hits: number;
  /** From the action to the first symbol entry, for a query that names a symbol. */
  symbolMs?: number;
  /** What came from /symbols/. */
  symbolBytes: number;
  requests: number;
  bytes: number;
  gzip: number;
  indexBytes: number;
  /** The largest files it loaded, gzip bytes each. */
  largest: Transfer[];
}

/** Records what the page (and its workers: Pagefind searches in one) loads from now until stopped. */
function recordTransfers(page: Page) {
  const pending: Promise<Transfer>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const onRequest = () => {
    inFlight++;
    lastActivity = Date.now();
  };
  const onDone = (request: Request) => {
    inFlight--;
    lastActivity = Date.now();
    pending.push(
      (async () => {
        const sizes = await request.sizes().catch(() => ({responseBodySize: 0, responseHeadersSize: 0}));
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        // Bodies of worker requests cannot be read back; those are Pagefind's compressed files.
        const body = await request.response().then((r) => r?.body()).catch(() => undefined);
        return {url: new URL(request.url()).pathname, bytes, gzip: body ? zlib.gzipSync(body).length : bytes};
      })(),
    );
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  return {
    /** Resolves once nothing has loaded for half a second. */
    async idle() {
      while (inFlight > 0 || Date.now() - lastActivity < 500) await new Promise((r) => setTimeout(r, 50));
    },
    async stop() {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
      return Promise.all(pending);
    },
  };
}

/**
 * Resolves, in the page, with performance.now() now; sets window.firstResults to a promise of the time
 * the first results show, and window.firstInput to the time of the first keystroke in the modal.
 */
function armFirstResults(page: Page): Promise<number> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return page.evaluate(() => {
    const w = window as unknown as {firstResults?: Promise<number>; firstSymbols?: Promise<number>; firstInput?: number};
    w.firstInput = undefined;
    // Only a query that names a symbol shows one (see measure()).
    w.firstSymbols = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('.api-symbols-symbol:not([aria-busy="true"] *)')) {
          observer.disconnect();
          resolve(performance.now());
        }
      });
      observer.observe(document.body, {childList: true, subtree: true});
    });
    document.addEventListener('input', () => (w.firstInput ??= performance.now()), {capture: true});
    w.firstResults = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('.DocSearch-Hit')) {
          observer.disconnect();
          resolve(performance.now());
        }
      });
      observer.observe(document.body, {childList: true, subtree: true});
    });
    return performance.now();
  });
}

async function measure(page: Page, query: string, act: () => Promise<void>): Promise<QueryFigures> {
  const recording = recordTransfers(page);
  const started = await armFirstResults(page);
  await act();
  const [shown, typed, symbolsShown] = await page.evaluate(async (symbol) => {
    const w = window as unknown as {firstResults: Promise<number>; firstSymbols: Promise<number>; firstInput: number};
    return [await w.firstResults, w.firstInput, symbol ? await w.firstSymbols : undefined];
  }, Boolean(parseSymbolQuery(query)));
  await recording.idle();
  const transfers = await recording.stop();
  const sum = (list: Transfer[], key: 'bytes' | 'gzip') => list.reduce((total, t) => total + t[key], 0);
  return {
    ms: Math.round(shown - started),
    fromQueryMs: Math.round(shown - typed),
    hits: await page.locator('.DocSearch-Hit').count(),
    symbolMs: symbolsShown === undefined ? undefined : Math.round(symbolsShown - started),
    symbolBytes: sum(
      transfers.filter((t) => t.url.includes('/symbols/')),
      'gzip',
    ),
    requests: transfers.length,
    bytes: sum(transfers, 'bytes'),
    gzip: sum(transfers, 'gzip'),
    indexBytes: sum(
      transfers.filter((t) => t.url.includes('/pagefind/')),
      'bytes',
    ),
    largest: [...transfers].sort((a, b) => b.gzip - a.gzip).slice(0, 8),
  };
}

async function main() {
  const index = await buildSearchIndex(path.join(root, 'build'));
  printTable('Search index (built over build/)', [
    {pages: index.pages, 'time (s)': index.seconds.toFixed(1), 'size (KB)': kb(index.bytes)},
  ]);

  const server = await serveBuild(Number(process.env.BENCH_PORT ?? 3233));
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  const cold = new Map<string, QueryFigures>();
  const warm = new Map<string, QueryFigures>();
  try {
    for (const [i, query] of queries.entries()) {
      // A fresh context: empty HTTP cache, no recent searches, no service worker.
      const context = await browser.newContext({serviceWorkers: 'block', viewport: {width: 1280, height: 800}});
      const page = await context.newPage();
      await page.goto(`${server.url}${startPage}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 60_000});
      await page.waitForLoadState('networkidle');
      const input = page.locator('.DocSearch-Input');
      cold.set(
        query,
        await measure(page, query, async () => {
          await page.keyboard.press('Control+k');
          await input.fill(query);
        }),
      );
      // The warm figure of the next query, measured on this page that has searched once.
      const next = queries[(i + 1) % queries.length]!;
      await input.fill('');
      await page.locator('.DocSearch-Hit').first().waitFor({state: 'detached'});
      warm.set(next, await measure(page, next, () => input.fill(next)));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }

  const byQuery = queries.map((query) => ({query, first: cold.get(query)!, later: warm.get(query)!}));
  printTable(
    `Queries in the modal on ${startPage} (targets: first results < 300 ms warm; < 300 KB for a first query, < 100 KB later)`,
    byQuery.map(({query, first, later}) => ({
      query,
      'first: ms': first.ms,
      'first: ms from query': first.fromQueryMs,
      'first: KB gzip': kb(first.gzip),
      'first: index KB': kb(first.indexBytes),
      'later: ms': later.ms,
      'later: KB gzip': kb(later.gzip),
      'later: index KB': kb(later.indexBytes),
      'first: symbol ms': first.symbolMs ?? '',
      'first: symbols KB': first.symbolBytes ? kb(first.symbolBytes) : '',
      'later: symbol ms': later.symbolMs ?? '',
      hits: later.hits,
    })),
  );
  const heaviest = byQuery.reduce((a, b) => (b.first.gzip > a.first.gzip ? b : a));
  printTable(
    `Largest files of the heaviest first query (${heaviest.query})`,
    heaviest.first.largest.map((t) => ({file: t.url, 'KB gzip': kb(t.gzip)})),
  );
  console.log(
    `wrote ${writeResult('search', {
      targets: {warmFirstResultsMs: 300, firstQueryKB: 300, laterQueryKB: 100},
      index: {pages: index.pages, seconds: index.seconds, bytes: index.bytes},
      startPage,
      queries: byQuery,
    })}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
