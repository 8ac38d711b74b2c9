// Runs the relevance benchmark's queries through the search code in Node (src/lib/search/search.ts),
// with Pagefind running in Chromium on the build's index: changes to the reranking are measured
// without rebuilding the site's bundle (scripts/bench/relevance.ts measures the built modal).
// The pages are put in the modal's order: DocSearch groups hits by area (lvl0), areas in order of
// their first hit.
// Usage: npx tsx scripts/search/relevance-node.ts [query …]   (BENCH_PORT picks the port)
import {chromium} from 'playwright-core';
import {chromiumFlags, chromiumPath, serveBuild} from '../bench/lib';
import {reciprocalRank, relevanceQueries} from '../bench/relevance-queries';
import {pagefindRanking} from '../../src/lib/search/ranking';
import {namingScore, queryTerms} from '../../src/lib/search/rerank';
import {searchPagefind} from '../../src/lib/search/search';
import {normalizeQuery} from '../../src/lib/search/tokens';
import type {Pagefind, PagefindPage} from '../../src/lib/search/pagefindTypes';

const filters = {language: 'en-AU', docusaurus_tag: {any: ['default', 'docs-default-current', 'docs-general-current']}};

async function main() {
  const server = await serveBuild(Number(process.env.BENCH_PORT ?? 3610));
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/docs`);
    await page.evaluate(async (ranking) => {
      const w = window as unknown as {pf: any; res: Map<string, any>};
      w.pf = await import(/* webpackIgnore: true */ '/pagefind/pagefind.js' as string);
      await w.pf.options({baseUrl: '/', ranking});
      w.res = new Map();
    }, pagefindRanking);
    let searches = 0;
    const pagefind: Pagefind = {
      options: async () => {},
      search: async (query, options) => {
        const key = `s${searches++}`;
        const results = await page.evaluate(
          async ({query, options, key}) => {
            const w = window as unknown as {pf: any; res: Map<string, any>};
            const response = await w.pf.search(query, options);
            return response.results.map((r: any, i: number) => {
              w.res.set(`${key}:${i}`, r);
              return {id: r.id, score: r.score, i};
            });
          },
          {query, options, key},
        );
        return {
          unfilteredResultCount: results.length,
          results: results.map((r: {id: string; score: number; i: number}) => ({
            id: r.id,
            score: r.score,
            data: () => page.evaluate((k) => (window as unknown as {res: Map<string, any>}).res.get(k).data(), `${key}:${r.i}`) as Promise<PagefindPage>,
          })),
        };
      },
    };
    const only = process.argv.slice(2);
    const queries = only.length ? only.map((q) => relevanceQueries.find((r) => r.query === q) ?? {query: q, kind: 'topic' as const, expect: []}) : relevanceQueries;
    let top1 = 0;
    let top5 = 0;
    let rrSum = 0;
    for (const q of queries) {
      if (process.env.DEBUG) await explain(pagefind, q.query);
      const outcome = await searchPagefind(pagefind, q.query, {filters, origin: 'https://x.invalid', pages: 8, sectionsPerPage: 2, vocabulary: async () => (await fetch(`${server.url}/pagefind/vocabulary.json`)).json()});
      const groups = new Map<string, string[]>();
      for (const hit of outcome.hits) if (hit.type === 'lvl1') groups.set(hit.hierarchy.lvl0, [...(groups.get(hit.hierarchy.lvl0) ?? []), new URL(hit.url).pathname]);
      const found = [...groups.values()].flat();
      const rr = reciprocalRank(found, q.expect);
      top1 += rr === 1 ? 1 : 0;
      top5 += rr >= 0.2 ? 1 : 0;
      rrSum += rr;
      if (rr < 1 || only.length) console.log(`${rr === 0 ? '-' : Math.round(1 / rr)}  ${q.query}  expected ${q.expect[0]}\n     ${found.slice(0, 5).join('\n     ')}`);
    }
    const n = queries.length;
    console.log(`top-1 ${((100 * top1) / n).toFixed(1)} %  top-5 ${((100 * top5) / n).toFixed(1)} %  MRR ${(rrSum / n).toFixed(3)}  (${n} queries)`);
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The candidates Pagefind gives for a query, with its score and the reranking's naming score. */
async function explain(pagefind: Pagefind, query: string) {
  const normalized = normalizeQuery(query);
  const response = await pagefind.search(normalized, {filters});
  const terms = queryTerms(query);
  console.log(`# ${query} -> ${normalized}: ${response?.results.length} pages`);
  for (const r of response?.results.slice(0, Number(process.env.DEBUG) || 12) ?? []) {
    const data = await r.data();
    const part = (meta: Record<string, string | undefined>, anchors = false) => namingScore({...data, meta: {...meta, weight: data.meta.weight}, anchors: anchors ? data.anchors : []}, terms).toFixed(1);
    const parts = `t${part({title: data.meta.title})} l${part({linktexts: data.meta.linktexts})} h${part({}, true)} n${part({names: data.meta.names})} d${part({description: data.meta.description})}`;
    console.log(`  ${r.score.toFixed(2).padStart(6)} ${namingScore(data, terms).toFixed(2).padStart(5)} ${parts}  ${data.url}  "${data.meta.title}" w=${data.meta.weight ?? 1}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
