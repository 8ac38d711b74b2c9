// The layout check: each sampled page (./layout/sample.ts), at desktop and at phone width, must load
// without a console error (hydration errors included), cut off no table or code sideways without a cue,
// break no word of a heading or name of inline code across lines, and draw nothing over a sidebar link
// or over the label of the focused skip link (./layout/probe.ts).
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {probeLayout, probeSkipLink, type Finding} from './layout/probe';
import {samplePages, type SampledPage} from './layout/sample';

const buildDir = process.env.LAYOUT_BUILD_DIR ?? path.join(__dirname, '../../build');
const pages = samplePages(buildDir, process.env.LAYOUT_PAGES === 'all');

// A test opens a run of pages one after the other in the same tab, as a reader browsing would: the
// site's scripts then come from the browser's cache, compiled once, which makes each page after the
// first several times cheaper to check than in a fresh browser context of its own.
const perRun = 12;
const runs = Array.from({length: Math.ceil(pages.length / perRun)}, (_, i) => pages.filter((_, j) => j % Math.ceil(pages.length / perRun) === i));

async function check(page: Page, sampled: SampledPage): Promise<Finding[]> {
  const errors: Finding[] = [];
  const onConsole = (msg: import('@playwright/test').ConsoleMessage) => {
    // A missing page answers 404, which Chromium reports as a console error of its own.
    const missingPage = sampled.type === 'not found' && msg.location().url === page.url() && msg.text().includes('404');
    if (msg.type() === 'error' && !missingPage) errors.push({kind: 'console-error', where: msg.location().url, detail: msg.text()});
  };
  const onError = (err: Error) => errors.push({kind: 'console-error', where: 'page', detail: err.message});
  page.on('console', onConsole);
  page.on('pageerror', onError);
  try {
    await page.goto(sampled.path);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    // React reports a failed hydration once it has rendered the page again, after that attribute: the
    // page is checked when the browser is next idle.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done, {timeout: 2000}), {timeout: 2000})));
    await page.evaluate(() => document.fonts.ready);
    const findings = await page.evaluate(probeLayout);
    // As a keyboard user's first Tab would (the search page's field takes the focus first).
    await page.locator('a[href="#__docusaurus_skipToContent_fallback"]').focus();
    return [...findings, ...(await page.evaluate(probeSkipLink)), ...errors];
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
  }
}

test.describe('layout', () => {
  runs.forEach((run, i) => {
    test(`pages ${i + 1} of ${runs.length}, from ${run[0]!.path} @mobile`, async ({page}) => {
      test.setTimeout(run.length * 20_000);
      const found: string[] = [];
      for (const sampled of run) {
        for (const f of await check(page, sampled)) found.push(`${sampled.path} (${sampled.type}, ${sampled.reasons.join(', ')}): ${f.kind}: ${f.where}: ${f.detail}`);
      }
      expect(found).toEqual([]);
    });
  });
});
