import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/**
 * axe (WCAG 2 A and AA) over the whole page: each serious or critical finding as its rule, impact and
 * first three elements.
 *
 * axe runs in the page itself (`setLegacyMode`): by default @axe-core/playwright runs it per frame, sends
 * every result of every element to a second, blank page and combines them there, which was about a third
 * of the check's time (the upgrade notes pages: 76 s in all, 52 s in the page). The site's pages have no
 * frames, so what axe sees is the same. Only violations are reported in full (`resultTypes`): the passes
 * are not read. `options()` replaces the builder's options whole, the tags among them, so it comes first.
 */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page}).options({resultTypes: ['violations']}).withTags(['wcag2a', 'wcag2aa']).setLegacyMode().analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}
