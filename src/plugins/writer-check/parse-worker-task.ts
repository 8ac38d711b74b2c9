// Reads the facts of the pages it is given and sends them back, in order.
import {parentPort, workerData} from 'node:worker_threads';
import {readFacts} from './markdown';
import type {PageFacts} from './types';

const {siteDir, pages} = workerData as {siteDir: string; pages: {file: string; text: string}[]};

(async () => {
  const facts: PageFacts[] = [];
  for (const page of pages) facts.push(await readFacts(page.text, page.file, siteDir));
  parentPort!.postMessage(facts);
})();
