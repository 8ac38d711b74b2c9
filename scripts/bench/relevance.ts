// How well search finds what Moodle developers type: each query of ./relevance-queries.ts is typed into
// the real search modal (Chromium, the production build with the embedded index), and the pages of its
// results are compared with the pages a reader expects. Prints top-1, top-5 and mean reciprocal rank
// (1/rank of the first expected page, 0 when it is not among the results) per kind of query and in total,
// and the queries whose expected page is not first.
// Usage: npx tsx scripts/bench/relevance.ts   (needs build/ made without Algolia settings)
import {chromium, type Page} from 'playwright-core';
import {chromiumFlags, chromiumPath, printTable, serveBuild, writeResult} from './lib';
import {reciprocalRank, relevanceQueries, type RelevanceQuery} from './relevance-queries';

/**
 * The result pages in order, once each, after the results for `query` have settled, and the state they
 * settled in. On a busy machine the previous query's results can stay unchanged for longer than the
 * settling time while the new search runs: results the same as `previous` (the last query's state)
 * count as settled only after two seconds.
 */
async function resultPages(page: Page, query: string, previous: string): Promise<{pages: string[]; state: string}> {
  const box = page.getByRole('searchbox');
  await box.fill(query);
  let last = '';
  let stable = 0;
  const started = Date.now();
  const deadline = started + 5000;
  while (Date.now() < deadline && stable < 3) {
    await page.waitForTimeout(100);
    const state = await page.evaluate(() =>
      JSON.stringify({
        hits: Array.from(document.querySelectorAll('.DocSearch-Hit a'), (a) => new URL((a as HTMLAnchorElement).href).pathname),
        empty: Boolean(document.querySelector('.DocSearch-NoResults')),
      }),
    );
    const {hits, empty} = JSON.parse(state) as {hits: string[]; empty: boolean};
    const fresh = state !== previous || Date.now() - started > 2000;
    stable = state === last && fresh && (hits.length > 0 || empty) ? stable + 1 : 0;
    last = state;
  }
  return {pages: [...new Set((JSON.parse(last || '{"hits":[]}') as {hits: string[]}).hits)], state: last};
}

async function main() {
  const server = await serveBuild(Number(process.env.BENCH_PORT ?? 3510));
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  const results: (RelevanceQuery & {found: string[]; rr: number})[] = [];
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/docs`);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor();
    let previous = '';
    for (const query of relevanceQueries) {
      const {pages: found, state} = await resultPages(page, query.query, previous);
      previous = state;
      results.push({...query, found: found.slice(0, 10), rr: reciprocalRank(found, query.expect)});
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const summary = (list: typeof results) => ({
    queries: list.length,
    'top-1': `${((100 * list.filter((r) => r.rr === 1).length) / list.length).toFixed(0)} %`,
    'top-5': `${((100 * list.filter((r) => r.rr >= 0.2).length) / list.length).toFixed(0)} %`,
    MRR: (list.reduce((s, r) => s + r.rr, 0) / list.length).toFixed(3),
  });
  const kinds = [...new Set(results.map((r) => r.kind))];
  printTable('Search relevance (scripts/bench/relevance-queries.ts)', [...kinds.map((kind) => ({kind, ...summary(results.filter((r) => r.kind === kind))})), {kind: 'all', ...summary(results)}]);
  const misses = results.filter((r) => r.rr < 1);
  if (misses.length) {
    console.log('\nNot first:');
    for (const r of misses) console.log(`  ${r.query}  (${r.kind}): expected ${r.expect[0]}, got ${r.found.slice(0, 3).join(', ') || 'nothing'}`);
  }
  writeResult('relevance', {summary: summary(results), byKind: Object.fromEntries(kinds.map((k) => [k, summary(results.filter((r) => r.kind === k))])), results});
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
