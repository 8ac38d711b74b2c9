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

describe('content of declared pages', () => {
  it('covers at least one page', () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  it('has no stub and no placeholder text', () => {
    const stubs: string[] = [];
    for (const page of pages) {
      const file = htmlFileFor(build, page.route);
      if (!file) continue; // reported by the route contract
      const {words, placeholder} = measureProse(fs.readFileSync(file, 'utf8'));
      const floor = minimumWords(Number(page.ref_words) || 0);
      if (words < floor || placeholder) {
        stubs.push(`${page.route}: ${words} words (needs ${floor})${placeholder ? `, says "${placeholder}"` : ''}`);
      }
    }
    expect(stubs).toEqual([]);
  }, wholeBuild);

  it('renders every admonition: no `:::` fence is left in the text', () => {
    const unrendered = pages.flatMap((page) => {
      const file = htmlFileFor(build, page.route);
      const found = file ? measureProse(fs.readFileSync(file, 'utf8')).unrendered : null;
      return found ? [`${page.route}: ${found}`] : [];
    });
    expect(unrendered).toEqual([]);
  }, wholeBuild);
});
