import {chromium, devices} from '@playwright/test';
import {chromiumFlags, chromiumPath} from '/work/main/tests/chromium';
import {seriousAxeFindings} from '/work/main/tests/e2e/axe';
const browser = await chromium.launch({executablePath: chromiumPath, args: [...chromiumFlags, '--disable-quic']});
for (const p of ['/docs/apis/core/dml', '/versions', '/docs/guides/templates', '/general/releases/4.3', '/docs/tags', '/general/app']) {
  let t = Date.now(); const lap = () => { const d = Date.now() - t; t = Date.now(); return d; };
  const ctx = await browser.newContext({...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}});
  const page = await ctx.newPage(); const c = lap();
  await page.goto('http://127.0.0.1:3210' + p); const g = lap();
  await page.locator('html[data-has-hydrated="true"]').waitFor(); const h = lap();
  await seriousAxeFindings(page); const a = lap();
  await ctx.close(); const cl = lap();
  console.log(p, {c, g, h, a, cl});
}
await browser.close();
