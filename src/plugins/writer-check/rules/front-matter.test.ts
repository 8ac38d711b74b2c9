import {describe, expect, it} from 'vitest';
import {checkFixture, lines} from '../fixture';
import {frontMatter} from './front-matter';

describe('the front matter rule', () => {
  it('wants a description and a tag, at the line of the key', async () => {
    const found = lines(
      await checkFixture((edit) => edit('docs/guides/first.md', (t) => t.replace('description: The first guide.', 'description: ""').replace('tags:\n  - guide', 'tags: []')), {rules: [frontMatter]}),
    );
    expect(found).toEqual([
      'docs/guides/first.md:3:1 front-matter: an empty description in the front matter: write one sentence on what the page is for (search results and link previews show it)',
      'docs/guides/first.md:4:1 front-matter: no tag in the front matter: list at least one key of docs/tags.yml',
    ]);
  });

  it('points to the top of the file when a key is missing', async () => {
    const found = lines(await checkFixture((edit) => edit('docs/guides/first.md', (t) => t.replace('description: The first guide.\n', '')), {rules: [frontMatter]}));
    expect(found).toEqual([expect.stringMatching(/^docs\/guides\/first\.md:1:1 front-matter: no description in the front matter/)]);
  });
});
