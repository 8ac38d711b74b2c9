import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {DEFAULT_MARKDOWN_CONFIG} from '@docusaurus/core/lib/server/configValidation';
import {createProcessorUncached} from '@docusaurus/mdx-loader/lib/processor';
import {unwrapMdxCodeBlocks} from '@docusaurus/utils';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildPolicies} from '../../../config/policies';
import {FactsCache} from './cache';
import {fixtureDir, layoutOf} from './fixture';
import {formatOf, readFacts} from './markdown';
import remarkWriterFacts, {collectParsedPages, stopCollecting} from './parsed';
import {parseFrontMatter} from './front-matter';
import {loadSite} from './site';
import type {Site} from './types';

// An MDX page with what only MDX has: components with attributes, comment expressions, heading ids in
// comments, an import, and a fenced block Docusaurus unwraps before it parses.
const mdxPage = `---
title: Components
description: A page of components.
---

import Tabs from '@theme/Tabs';

# Components

{/* A comment the check reads. */}

## With an id {/* #custom-id */}

<Tabs groupId="os">
  <a id="here" href="/docs/intro">An anchor</a>
</Tabs>

\`\`\`mdx-code-block
<div className="wrapped">Unwrapped before parsing.</div>
\`\`\`

See [the guide](./guides/first.md#setting-up).
`;

/** Compiles a page with Docusaurus's own MDX processor, the writer's plugin first, as the build's loader does. */
async function compile(siteDir: string, file: string, withPlugin = true): Promise<string> {
  const text = fs.readFileSync(path.join(siteDir, file), 'utf8');
  const options = {
    siteDir,
    staticDirs: [],
    admonitions: true,
    markdownConfig: {...DEFAULT_MARKDOWN_CONFIG, ...buildPolicies.markdown, mdx1Compat: {comments: false, admonitions: false, headingIds: false}},
    beforeDefaultRemarkPlugins: withPlugin ? [remarkWriterFacts] : [],
  };
  const processor = await createProcessorUncached({options, format: formatOf(file, parseFrontMatter(text))} as never);
  const {content} = await processor.process({content: unwrapMdxCodeBlocks(text), filePath: path.join(siteDir, file), frontMatter: parseFrontMatter(text), compilerName: 'client'});
  return content;
}

describe("the check's facts from the MDX loader's parse", () => {
  let dir: string;
  let site: Site;
  let cache: FactsCache;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'writer-parsed-'));
    fs.cpSync(fixtureDir, dir, {recursive: true});
    fs.writeFileSync(path.join(dir, 'docs/components.mdx'), mdxPage);
    cache = new FactsCache(dir, false);
    site = await loadSite(layoutOf(dir), cache);
    collectParsedPages(site, cache);
    for (const doc of site.docs) await compile(dir, doc.file);
    stopCollecting();
  });
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('are, page by page, the facts the check reads by parsing the page itself', async () => {
    expect(site.docs.map((doc) => doc.file)).toContain('docs/components.mdx');
    for (const doc of site.docs) {
      const text = site.text(doc.file);
      expect(cache.missing(doc.file, text), doc.file).toBe(false);
      expect(await site.facts(doc.file), doc.file).toEqual(await readFacts(text, doc.file, dir));
    }
    const facts = await site.facts('docs/components.mdx');
    expect(facts.headings.map((h) => h.id)).toEqual(['components', 'custom-id']);
    expect(facts.anchors).toEqual(['here']);
    expect(facts.comments.map((c) => c.text)).toEqual(['A comment the check reads.']);
    expect(facts.links.map((l) => `${l.line}:${l.column} ${l.url}`)).toEqual(['20:5 ./guides/first.md#setting-up', '15:3 /docs/intro']);
  });

  it('leaves the tree the loader goes on with as it was: each page compiles to the same code without it', async () => {
    const fresh = new FactsCache(dir, false);
    collectParsedPages(await loadSite(layoutOf(dir), fresh), fresh);
    for (const doc of site.docs) expect(await compile(dir, doc.file), doc.file).toBe(await compile(dir, doc.file, false));
    stopCollecting();
  });

  it('leaves out pages outside the site, pages parsed from another text, and everything once collecting stops', async () => {
    const other = new FactsCache(dir, false);
    const otherSite = await loadSite(layoutOf(dir), other);
    const tree = {type: 'root' as const, children: []};
    const plugin = remarkWriterFacts();
    collectParsedPages(otherSite, other);
    await plugin(tree, {path: path.join(dir, 'src/pages/index.md'), value: ''});
    await plugin(tree, {path: path.join(dir, 'docs/intro.md'), value: 'Not the text of docs/intro.md.'});
    stopCollecting();
    expect(plugin(tree, {path: path.join(dir, 'docs/intro.md'), value: otherSite.text('docs/intro.md')})).toBeUndefined();
    for (const doc of otherSite.docs) expect(other.missing(doc.file, otherSite.text(doc.file)), doc.file).toBe(true);
  });
});
