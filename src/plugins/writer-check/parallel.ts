// Parsing the whole site takes 10-15 CPU seconds, most of it micromark. When many pages are not in the
// cache (a first run, or after the parser changed), workers read them on every core at once. Workers
// need TypeScript loaded for them: the check's command runs under tsx, whose loader they inherit; inside
// Docusaurus (the build) the check reads pages in its own thread.
import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {FactsCache} from './cache';
import type {PageFacts, Site} from './types';

/** Fewer pages than this are read faster in the main thread than a worker starts. */
const threshold = 150;

export const canUseWorkers = () => process.execArgv.some((arg) => arg.includes('tsx'));

/** Reads the facts of `files` that the cache lacks, in workers; returns how many it read. */
export async function readInWorkers(site: Site, cache: FactsCache, files: string[]): Promise<number> {
  const pages = files.map((file) => ({file, text: site.text(file)})).filter((p) => cache.missing(p.file, p.text));
  const count = Math.min(os.availableParallelism(), 4, Math.ceil(pages.length / threshold));
  if (count < 2 || !canUseWorkers()) return 0;
  // Deal the pages by size, largest first, so that the workers finish together.
  const shares: {file: string; text: string}[][] = Array.from({length: count}, () => []);
  const sizes = new Array<number>(count).fill(0);
  for (const page of [...pages].sort((a, b) => b.text.length - a.text.length)) {
    const i = sizes.indexOf(Math.min(...sizes));
    shares[i].push(page);
    sizes[i] += page.text.length;
  }
  await Promise.all(
    shares.map(
      (share) =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(path.join(__dirname, 'parse-worker.js'), {
            workerData: {siteDir: site.siteDir, pages: share},
            execArgv: process.execArgv,
            // A larger young generation: parsing makes many short-lived objects.
            resourceLimits: {maxYoungGenerationSizeMb: 64},
          });
          worker.once('message', (facts: PageFacts[]) => {
            share.forEach((page, i) => cache.put(page.file, page.text, facts[i]));
            void worker.terminate();
            resolve();
          });
          worker.once('error', reject);
        }),
    ),
  );
  return pages.length;
}
