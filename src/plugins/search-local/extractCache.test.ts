import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {extractorVersion, openExtractCache} from './extractCache';
import {extractPage} from './extractPage';

const page = (body: string, sidebar = 'Sidebar') =>
  `<html lang=en-AU class=plugin-pages><head><meta name=docusaurus_tag content=default><meta name=docsearch:language content=en-AU></head><body><aside>${sidebar}</aside><main><h1>Versions</h1><p>${body}</p></main></body></html>`;
const tagList = '<html lang=en-AU><head><meta name=docusaurus_tag content=doc_tag_doc_list></head><body><main>Tags</main></body></html>';

describe('openExtractCache', () => {
  let dir: string;
  let file: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'extract-cache-'));
    file = path.join(dir, 'nested/pages.json');
  });
  afterEach(() => rm(dir, {recursive: true, force: true}));

  it('returns what extractPage returns, and serves unchanged pages from the saved file', async () => {
    const first = await openExtractCache(file, 'v1');
    expect(first.extract(page('All releases'))).toEqual(extractPage(page('All releases')));
    expect(first.extract(tagList)).toBeNull();
    expect(first.hits).toBe(0);
    await first.save();

    const second = await openExtractCache(file, 'v1');
    expect(second.extract(page('All releases'))).toEqual(extractPage(page('All releases')));
    expect(second.extract(tagList)).toBeNull();
    // A change outside the head and main element, such as the sidebar, needs no new parse.
    expect(second.extract(page('All releases', 'Another sidebar'))!.bodyHtml).toBe('<h1>Versions</h1><p>All releases</p>');
    expect(second.hits).toBe(2);
    expect(second.extract(page('Edited'))!.bodyHtml).toBe('<h1>Versions</h1><p>Edited</p>');
    expect(second.hits).toBe(2);
  });

  it('drops every entry when the extractor version changes', async () => {
    const first = await openExtractCache(file, 'v1');
    first.extract(page('All releases'));
    await first.save();
    const second = await openExtractCache(file, 'v2');
    second.extract(page('All releases'));
    expect(second.hits).toBe(0);
  });

  it('keeps only the pages of the last build', async () => {
    const first = await openExtractCache(file, 'v1');
    first.extract(page('Deleted page'));
    first.extract(page('Kept page'));
    await first.save();
    const second = await openExtractCache(file, 'v1');
    second.extract(page('Kept page'));
    await second.save();
    const stored = JSON.parse(await readFile(file, 'utf8')) as {pages: Record<string, unknown>};
    expect(Object.keys(stored.pages)).toHaveLength(1);
  });

  it('parses every page again when the file is unreadable, and stores nothing without a file', async () => {
    await writeFile(path.join(dir, 'broken.json'), '{"version": "v1", "pag');
    const broken = await openExtractCache(path.join(dir, 'broken.json'), 'v1');
    expect(broken.extract(page('All releases'))!.title).toBe('Versions');
    expect(broken.hits).toBe(0);

    const none = await openExtractCache(null, 'v1');
    none.extract(page('All releases'));
    await none.save();
    expect(none.extract(page('All releases'))!.title).toBe('Versions');
    expect(none.hits).toBe(0);
  });
});

describe('extractorVersion', () => {
  it('is a stable hash of the extractor', async () => {
    expect(await extractorVersion()).toMatch(/^[\w-]{43}$/);
    expect(await extractorVersion()).toBe(await extractorVersion());
  });
});
