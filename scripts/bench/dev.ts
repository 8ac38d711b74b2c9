// Writers' loop benchmark: `docusaurus start` until the first page answers 200 (the HTML shell and its
// main script) and until a docs page is rendered and hydrated in Chromium; first with no cache (after
// `docusaurus clear`), then again after that start, with what it left in `.docusaurus` and
// `node_modules/.cache` (the bundler's own cache stays in memory: src/plugins/dev-server). Then how long an
// edited page takes to show its change in the open Chromium tab (live reload): the median of three edits.
// Usage: npx tsx scripts/bench/dev.ts [--warm-only]
// Note: `docusaurus clear` also removes build/; run the build benchmark after this one.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {chromiumFlags, chromiumPath, mb, printTable, root, run, seconds, stop, treeRss, waitFor, writeResult} from './lib';

const port = Number(process.env.BENCH_DEV_PORT ?? 3231);
const url = `http://127.0.0.1:${port}`;
const editedPage = 'docs/apis/subsystems/form/index.md';
const editedRoute = '/docs/apis/subsystems/form';

async function startOnce(label: string, measureEdit: boolean) {
  const started = Date.now();
  const child = spawn(path.join(root, 'node_modules/.bin/docusaurus'), ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // As `npm start` runs it: no Node options of its own.
    env: {...process.env, BROWSER: 'none'},
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 250);
  try {
    // First answer: the HTML shell of / with its main script (the dev server holds requests until
    // the first compilation is done).
    const htmlMs = await waitFor(`${url}/`, (body) => body.includes('__docusaurus') && /<script[^>]+main/.test(body), 600_000, started);
    // First page a writer sees: a docs page rendered and hydrated in Chromium, its article text shown
    // (with lazy compilation, the page's own chunk is compiled only now).
    const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
    let firstPageMs: number;
    try {
      const page = await browser.newPage();
      await page.goto(`${url}${editedRoute}`, {timeout: 600_000});
      await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 600_000});
      await page.locator('article h1').first().waitFor({timeout: 600_000});
      firstPageMs = Date.now() - started;
    } finally {
      await browser.close();
    }
    const editsMs = measureEdit && fs.existsSync(path.join(root, editedPage)) ? await measureEditRefresh() : [];
    const editMs = editsMs.length > 0 ? [...editsMs].sort((a, b) => a - b)[Math.floor(editsMs.length / 2)]! : null;
    return {
      label,
      htmlS: seconds(htmlMs),
      firstPageS: seconds(firstPageMs),
      editRebuildS: editMs === null ? null : seconds(editMs),
      editSamplesS: editsMs.map(seconds),
      peakTreeRssMB: mb(peak),
    };
  } catch (err) {
    console.error(log.slice(-3000));
    throw err;
  } finally {
    clearInterval(timer);
    await stop(child);
  }
}

/**
 * Opens the page in Chromium, then three times appends a line to its markdown and times until the page
 * shows it; the file is put back, and the page seen without the line, before the next edit.
 */
async function measureEditRefresh(): Promise<number[]> {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  const file = path.join(root, editedPage);
  const original = fs.readFileSync(file, 'utf8');
  const restore = () => {
    fs.writeFileSync(file, original);
    process.exit(130);
  };
  process.once('SIGINT', restore).once('SIGTERM', restore);
  try {
    const page = await browser.newPage();
    await page.goto(`${url}${editedRoute}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 120_000});
    const samples: number[] = [];
    for (let i = 0; i < 3; i++) {
      const marker = `bench-edit-${Date.now()}`;
      const started = Date.now();
      fs.writeFileSync(file, `${original}\n\n${marker}\n`);
      await page.getByText(marker).waitFor({timeout: 60_000});
      samples.push(Date.now() - started);
      fs.writeFileSync(file, original);
      await page.getByText(marker).waitFor({state: 'detached', timeout: 60_000});
    }
    return samples;
  } finally {
    fs.writeFileSync(file, original);
    process.off('SIGINT', restore).off('SIGTERM', restore);
    await browser.close();
  }
}

async function main() {
  const results = [];
  if (!process.argv.includes('--warm-only')) {
    await run(path.join(root, 'node_modules/.bin/docusaurus'), ['clear']);
    results.push(await startOnce('cold, after `docusaurus clear`', false));
  }
  results.push(await startOnce('warm, again after that start', true));
  printTable(
    'Dev server (docusaurus start)',
    results.map((r) => ({
      start: r.label,
      'HTML 200 s': r.htmlS,
      'docs page shown s': r.firstPageS,
      'edit rebuilt s (median of 3)': r.editRebuildS ?? '-',
      'edits s': r.editSamplesS.join(' / ') || '-',
      'peak tree MB': r.peakTreeRssMB,
    })),
  );
  console.log(`wrote ${writeResult('dev', {targets: {firstPageS: 60, editS: 2}, results})}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
