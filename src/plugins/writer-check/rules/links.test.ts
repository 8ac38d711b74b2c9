import {describe, expect, it} from 'vitest';
import {checkFixture, lines} from '../fixture';
import {links} from './links';

const check = (change: Parameters<typeof checkFixture>[0]) => checkFixture(change, {rules: [links]}).then(lines);

describe('the links rule', () => {
  it('finds nothing wrong in the fixture: file links, routes, explicit and repeated heading ids, <a id>, a version, generated headings', async () => {
    expect(await check(() => {})).toEqual([]);
  });

  it('names a broken anchor with file, line and column, and the headings the target has, nearest first', async () => {
    const found = await check((edit) =>
      edit('docs/apis/core/lock/index.md', (t) => t.replace('delegated-transactions.md#basic-use', 'delegated-transactions.md#nested-transactions')),
    );
    expect(found).toEqual([
      'docs/apis/core/lock/index.md:8:15 links: no heading #nested-transactions in docs/apis/core/dml/delegated-transactions.md; it has #nesting, #transactions-in-tasks, #basic-use, #rolling-back-explicitly',
    ]);
  });

  it('names a link to a missing file, with the nearest file', async () => {
    const found = await check((edit) => edit('docs/apis/core/dml/index.md', (t) => t.replace('(delegated-transactions.md)', '(delegated-transaction.md)')));
    expect(found).toEqual(['docs/apis/core/dml/index.md:9:9 links: no file delegated-transaction.md from docs/apis/core/dml/index.md; did you mean ./delegated-transactions.md?']);
  });

  it('names a link to a missing route, resolved from the page when it is relative', async () => {
    const found = await check((edit) => edit('docs/guides/first.md', (t) => `${t}\nSee [locks](../apis/core/locks) and [nothing](/docs/nowhere).\n`));
    expect(found).toEqual([
      'docs/guides/first.md:24:5 links: no page at /docs/apis/core/locks (../apis/core/locks from /docs/guides/first); did you mean /docs/apis/core/lock?',
      expect.stringMatching(/^docs\/guides\/first\.md:24:37 links: no page at \/docs\/nowhere/),
    ]);
  });

  it('checks anchors on the page itself, in definitions and in <a href>', async () => {
    const found = await check((edit) =>
      edit('docs/guides/first.md', (t) => `${t}\n[Up](#setting-upp) and [ref][r].\n\n[r]: ../intro.md#see-als\n`),
    );
    expect(found).toEqual([
      'docs/guides/first.md:24:1 links: no heading #setting-upp in docs/guides/first.md; it has #setting-up, #custom-id, #setting-up-1, #raw-anchor',
      'docs/guides/first.md:26:1 links: no heading #see-als in docs/intro.md; it has #see-also',
    ]);
  });

  it('knows the headings <ReleaseItems> writes, and says when one is missing', async () => {
    const found = await check((edit) => edit('general/releases/4.2.md', (t) => t.replace('#general-fixes-and-improvements', '#security')));
    expect(found).toEqual([
      'general/releases/4.2.md:17:5 links: no heading #security in general/releases/4.2/4.2.1.md; it has #security-fixes, #security-fixes-1, #what-changed, #general-fixes-and-improvements',
    ]);
  });

  it('says when a file link crosses into another area, and which route to use', async () => {
    const found = await check((edit) => edit('docs/intro.md', (t) => `${t}\nThe [branch](../general/releases/4.2.md).\n`));
    expect(found).toEqual(['docs/intro.md:18:5 links: ../general/releases/4.2.md is a page of general, not of docs: link to its route, /general/releases/4.2']);
  });

  it('leaves external links, mail and pathname:// alone', async () => {
    const found = await check((edit) => edit('docs/intro.md', (t) => `${t}\n[a](https://moodle.org/x) [b](mailto:a@b.c) [c](pathname:///raw.html)\n`));
    expect(found).toEqual([]);
  });
});
