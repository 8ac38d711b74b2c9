// The layout check: each sampled page (./layout/sample.ts), at desktop and at phone width, must load
// without a console error (hydration errors included), cut off no table or code sideways without a cue,
// break no word of a heading or name of inline code across lines, and draw nothing over a sidebar link
// or over the label of the focused skip link (./layout/probe.ts).
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {probeLayout, probeSkipLink, type Finding} from './layout/probe';
import {samplePages} from './layout/sample';

const buildDir = process.env.LAYOUT_BUILD_DIR ?? path.join(__dirname, '../../build');
const pages = samplePages(buildDir, process.env.LAYOUT_PAGES === 'all');

test.describe('layout', () => {
  for (const sampled of pages) {
    test(`${sampled.path} (${sampled.type}) @mobile`, async ({page}) => {
      const errors: Finding[] = [];
      page.on('console', (msg) => {
        // A missing page answers 404, which Chromium reports as a console error of its own.
        const missingPage = sampled.type === 'not found' && msg.location().url === page.url() && msg.text().includes('404');
        if (msg.type() === 'error' && !missingPage) errors.push({kind: 'console-error', where: msg.location().url, detail: msg.text()});
      });
      page.on('pageerror', (err) => errors.push({kind: 'console-error', where: 'page', detail: err.message}));

      await page.goto(sampled.path);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await page.evaluate(() => document.fonts.ready);
      const findings = await page.evaluate(probeLayout);
      // As a keyboard user's first Tab would (the search page's field takes the focus first).
      await page.locator('a[href="#__docusaurus_skipToContent_fallback"]').focus();
      findings.push(...(await page.evaluate(probeSkipLink)), ...errors);
      expect(findings.map((f) => `${f.kind}: ${f.where}: ${f.detail}`), `chosen for: ${sampled.reasons.join(', ')}`).toEqual([]);
    });
  }
});
