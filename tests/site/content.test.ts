import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseCsv} from '../../src/lib/csv';
import {htmlFileFor, readRouteList} from './lib/builtRoutes';
import {measureProse, minimumWords} from './lib/prose';

const build = path.resolve(__dirname, '../../build');
const declared = new Set(readRouteList(path.join(__dirname, 'declared-routes.txt')));
const pages = parseCsv(fs.readFileSync(path.join(__dirname, 'manifest/pages.csv'), 'utf8')).filter((p) =>
  declared.has(p.route),
);

// Each of these reads every built page: seconds on a quiet machine, minutes on a busy one (the browser
// tests run beside these checks). The limit only stops a check that hangs.
const wholeBuild = 600_000;

type Measured = {route: string; refWords: number; prose?: ReturnType<typeof measureProse>};
let measuring: Promise<Measured[]> | undefined;

/**
 * Every declared page's prose, measured once for both checks. The loop lets the test worker's event loop
 * run now and then: vitest's calls between worker and runner time out after a minute without it.
 */
function measuredPages(): Promise<Measured[]> {
  measuring ??= (async () => {
    const measured: Measured[] = [];
    for (const [i, page] of pages.entries()) {
      if (i % 50 === 0) await new Promise((resume) => setImmediate(resume));
      const file = htmlFileFor(build, page.route);
      // A page missing from the build is reported by the route contract.
      measured.push({route: page.route, refWords: Number(page.ref_words) || 0, prose: file ? measureProse(fs.readFileSync(file, 'utf8')) : undefined});
    }
    return measured;
  })();
  return measuring;
}

describe('content of declared pages', () => {
  it('covers at least one page', () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  it('has no stub and no placeholder text', async () => {
    const stubs: string[] = [];
    for (const {route, refWords, prose} of await measuredPages()) {
      if (!prose) continue;
      const floor = minimumWords(refWords);
      if (prose.words < floor || prose.placeholder) {
        stubs.push(`${route}: ${prose.words} words (needs ${floor})${prose.placeholder ? `, says "${prose.placeholder}"` : ''}`);
      }
    }
    expect(stubs).toEqual([]);
  }, wholeBuild);

  it('renders every admonition: no `:::` fence is left in the text', async () => {
    const unrendered = (await measuredPages()).flatMap(({route, prose}) => (prose?.unrendered ? [`${route}: ${prose.unrendered}`] : []));
    expect(unrendered).toEqual([]);
  }, wholeBuild);
});
