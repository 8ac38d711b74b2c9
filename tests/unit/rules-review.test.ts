import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {logPathFor, readReviewLogs} from '../../src/plugins/remark-rules-sources/logs';

// The rules pages and their review logs (data/rules-review): every log is valid, and every page of a
// reviewed area has one. An area joins `reviewedAreas` once all its pages are reviewed; until then its
// pages that do have a log are checked like any other.
const root = path.resolve(__dirname, '../..');
const reviewedAreas: string[] = [];
// Under review: 'general/contentguidelines.md', 'general/contentguidelines', 'general/development/policies'.

/** The pages of an area (a page, or a folder of pages), without the partials Docusaurus skips. */
function pagesOf(area: string): string[] {
  const full = path.join(root, area);
  if (fs.statSync(full).isFile()) return [area];
  return (fs.readdirSync(full, {recursive: true}) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => /\.mdx?$/.test(f) && !f.split('/').some((part) => part.startsWith('_')))
    .map((f) => `${area}/${f}`)
    .sort();
}

describe('the review logs of the rules pages', () => {
  it('are valid, each at its page’s path, and cite only sources they define', () => {
    expect(() => readReviewLogs(root)).not.toThrow();
  });

  it.each(reviewedAreas)('cover every page of %s', (area) => {
    const pages = pagesOf(area);
    expect(pages.length).toBeGreaterThan(0);
    const logs = readReviewLogs(root);
    expect(pages.filter((p) => !logs.has(p)).map((p) => `${p} has no log at ${logPathFor(p)}`)).toEqual([]);
  });
});
