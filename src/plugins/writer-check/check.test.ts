import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {FactsCache} from './cache';
import {checkFrontMatter} from './check';
import {fixtureDir, layoutOf} from './fixture';
import {readFacts, readFrontMatterFacts} from './markdown';
import {loadSite} from './site';

const edited = (texts: Record<string, string>) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'writer-front-'));
  fs.cpSync(fixtureDir, dir, {recursive: true});
  for (const [file, text] of Object.entries(texts)) fs.writeFileSync(path.join(dir, file), text);
  return dir;
};

describe("the check of the pages' front matter alone", () => {
  it('reads the front matter, its keys and their lines as the whole parse does', async () => {
    const dir = edited({
      'docs/crlf.md': '---\r\ntitle: Windows\r\ntags:\r\n  - guide\r\n---\r\n\r\nText.\r\n',
      'docs/unclosed.md': '---\ntitle: Never closed\n\nText.\n',
      'docs/none.md': 'Text without front matter.\n',
      'docs/broken.md': '---\ntitle: [unclosed\n---\n\nText.\n',
    });
    try {
      const site = await loadSite(layoutOf(dir), new FactsCache(dir, false));
      for (const doc of site.docs) {
        const text = site.text(doc.file);
        const {frontMatter, frontMatterKeys, bodyLine, format, error} = await readFacts(text, doc.file, dir);
        expect(readFrontMatterFacts(text, doc.file), doc.file).toMatchObject({frontMatter, frontMatterKeys, bodyLine, format, ...(error && {error})});
      }
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('finds an unknown tag and a sidebar entry that points nowhere, and leaves the bodies unread', async () => {
    const dir = edited({
      'docs/guides/first.md': fs.readFileSync(path.join(fixtureDir, 'docs/guides/first.md'), 'utf8').replace('  - guide', '  - nosuchtag'),
      'sidebars.ts': fs.readFileSync(path.join(fixtureDir, 'sidebars.ts'), 'utf8').replace("'intro',", "'intro', 'guides/missing',"),
      'docs/broken.mdx': '---\ntitle: Broken\ndescription: A page whose body does not parse.\ntags:\n  - guide\n---\n\n<div>\n',
    });
    try {
      const site = await loadSite(layoutOf(dir), new FactsCache(dir, false));
      const found = (await checkFrontMatter(site)).map((f) => `${f.file}:${f.line}:${f.column} ${f.rule}`);
      expect(found).toEqual(['docs/guides/first.md:5:5 tags', expect.stringMatching(/^sidebars\.ts:4:\d+ sidebars$/)]);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
