import {chromium} from '@playwright/test';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {chromiumFlags, chromiumPath} from '/work/main/tests/chromium';
const require = createRequire(import.meta.url);
const src = fs.readFileSync('/work/main/node_modules/@axe-core/playwright/node_modules/axe-core/axe.min.js', 'utf8');
const browser = await chromium.launch({executablePath: chromiumPath, args: [...chromiumFlags, '--disable-quic']});
for (const p of ['/docs/apis/core/dml', '/general/releases/4.3']) {
const page = await browser.newPage();
await page.goto('http://127.0.0.1:3210' + p);
await page.locator('html[data-has-hydrated="true"]').waitFor();
let t = Date.now(); await page.evaluate(src); const inj = Date.now() - t;
const out = await page.evaluate(async () => {
  const axe = (window as any).axe;
  let s = performance.now();
  await axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a','wcag2aa']}, resultTypes: ['violations']});
  const all = performance.now() - s;
  s = performance.now();
  await axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a','wcag2aa']}, resultTypes: ['violations']});
  const all2 = performance.now() - s;
  const rules = axe.getRules(['wcag2a','wcag2aa']).map((r: any) => r.ruleId);
  const times: [number, string][] = [];
  for (const r of rules) { const s = performance.now(); await axe.run(document, {runOnly: {type: 'rule', values: [r]}, resultTypes: ['violations']}); times.push([Math.round(performance.now() - s), r]); }
  times.sort((a, b) => b[0] - a[0]);
  return {all, all2, top: times.slice(0, 8), sum: times.reduce((a, b) => a + b[0], 0), n: rules.length};
});
console.log(p, 'inject', inj, JSON.stringify(out));
await page.close();
}
await browser.close();
