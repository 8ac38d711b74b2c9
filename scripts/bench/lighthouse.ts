// Lighthouse (its default mobile settings: Moto G Power screen, simulated slow 4G and 4x CPU slowdown)
// for the home page, a docs page and a release page of the production build, in Debian's Chromium
// started by chrome-launcher. Each page runs N times (default 3); the run with the median performance
// score is kept. Target: 95 or above in every category.
// Usage: npx tsx scripts/bench/lighthouse.ts [--runs N] [path ...]
import * as chromeLauncher from 'chrome-launcher';
import {benchPages, chromiumFlags, chromiumPath, printTable, serveBuild, writeResult} from './lib';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

interface LhResult {
  runtimeError?: {code: string; message: string};
  environment: {benchmarkIndex: number};
  categories: Record<string, {score: number | null}>;
  audits: Record<string, {score: number | null; numericValue?: number; displayValue?: string; title: string; scoreDisplayMode?: string}>;
}

export interface PageLighthouse {
  path: string;
  runs: number;
  benchmarkIndex: number;
  performanceScores: number[];
  scores: Record<(typeof categories)[number], number>;
  metrics: Record<string, string | null>;
  failing: string[];
}

/**
 * Lighthouse on each path of the build in build/ (served here), `runs` times each: the run with the median
 * performance score is kept.
 */
export async function lighthousePages(paths: string[], runs: number, port = Number(process.env.BENCH_PORT ?? 3233)): Promise<PageLighthouse[]> {
  const {default: lighthouse} = (await import('lighthouse')) as unknown as {
    default: (url: string, flags: object) => Promise<{lhr: LhResult} | undefined>;
  };
  const server = await serveBuild(port);
  const chrome = await chromeLauncher.launch({chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags]});
  const results: PageLighthouse[] = [];
  try {
    for (const path of paths) {
      const all = [];
      for (let attempt = 0; all.length < runs; attempt++) {
        const out = await lighthouse(`${server.url}${path}`, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories]});
        const error = out ? out.lhr.runtimeError : {code: 'NO_RESULT', message: 'lighthouse returned nothing'};
        if (!error) {
          all.push(out!.lhr);
        } else {
          // A run that failed (no paint seen, protocol timeout) has no scores: say so and run again.
          console.warn(`${path}: run failed (${error.code}: ${error.message.slice(0, 200)})`);
          if (attempt >= runs * 3) throw new Error(`lighthouse kept failing on ${path}`);
        }
      }
      all.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
      const lhr = all[Math.floor(all.length / 2)];
      const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      // Audits that cost points, so a score below target says why.
      const failing = Object.entries(lhr.audits)
        .filter(([, a]) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
        .map(([id, a]) => `${id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      results.push({
        path,
        runs,
        // Lighthouse's CPU benchmark of this machine during the kept run: lower means a slower or busier CPU.
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        performanceScores: all.map((r) => Math.round((r.categories.performance.score ?? 0) * 100)),
        scores: Object.fromEntries(categories.map((c) => [c, score(c)])) as PageLighthouse['scores'],
        metrics: Object.fromEntries(metrics.map((m) => [m, lhr.audits[m]?.displayValue ?? null])),
        failing,
      });
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  return results;
}

async function main() {
  const args = process.argv.slice(2);
  const runsIndex = args.indexOf('--runs');
  const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 3;
  const paths = args.filter((a) => a.startsWith('/'));
  const results = await lighthousePages(paths.length ? paths : benchPages, runs);
  printTable(
    `Lighthouse, mobile (median of ${runs} by performance; target 95+)`,
    results.map((r) => ({
      page: r.path,
      performance: r.scores.performance,
      accessibility: r.scores.accessibility,
      'best practices': r.scores['best-practices'],
      SEO: r.scores.seo,
      LCP: r.metrics['largest-contentful-paint'] ?? '',
      TBT: r.metrics['total-blocking-time'] ?? '',
      CLS: r.metrics['cumulative-layout-shift'] ?? '',
    })),
  );
  for (const r of results) if (r.failing.length) console.log(`${r.path}: audits below 0.9: ${r.failing.join(', ')}`);
  console.log(`wrote ${writeResult('lighthouse', {target: 95, settings: 'lighthouse default (mobile, simulated throttling)', results})}`);
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
