import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {createProcessorUncached} from '@docusaurus/mdx-loader/lib/processor';
import {DEFAULT_MARKDOWN_CONFIG} from '@docusaurus/core/lib/server/configValidation';
import {generalDocs} from '../../config/docs';
import {buildPolicies} from '../../config/policies';
import {citedSources, logPathFor, readReviewLogs} from '../../src/plugins/remark-rules-sources/logs';

// The rules pages and their review logs (data/rules-review): every log is valid, and every page of a
// reviewed area has one. An area joins `reviewedAreas` once all its pages are reviewed; until then its
// pages that do have a log are checked like any other.
const root = path.resolve(__dirname, '../..');
const reviewedAreas = ['general/contentguidelines.md', 'general/contentguidelines', 'general/development/policies'];
// Under review: 'general/development/policies'.

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

  it('end their pages, compiled with the general area\'s remark plugins, with a Sources section in the table of contents', async () => {
    const logs = readReviewLogs(root);
    const markdownConfig = {...DEFAULT_MARKDOWN_CONFIG, ...buildPolicies.markdown, hooks: {...DEFAULT_MARKDOWN_CONFIG.hooks, ...buildPolicies.markdown.hooks}};
    const options = {markdownConfig, siteDir: root, staticDirs: [path.join(root, 'static')], beforeDefaultRemarkPlugins: generalDocs.beforeDefaultRemarkPlugins, remarkPlugins: generalDocs.remarkPlugins};
    const processors = {
      md: await createProcessorUncached({options: options as never, format: 'md'}),
      mdx: await createProcessorUncached({options: options as never, format: 'mdx'}),
    };
    for (const page of reviewedAreas.flatMap(pagesOf)) {
      const file = path.join(root, page);
      const {content} = await processors[page.endsWith('.mdx') ? 'mdx' : 'md'].process({content: fs.readFileSync(file, 'utf8'), filePath: file, frontMatter: {}, compilerName: 'server'});
      expect(content, page).toMatch(/"value": "Sources",\s*"id": "sources",\s*"level": 2/);
      for (const source of citedSources(logs.get(page)!)) expect(content, page).toContain(`href: "${source.url}"`);
    }
    // A dozen pages through the full MDX pipeline: seconds on a loaded machine.
  }, 60_000);
});
