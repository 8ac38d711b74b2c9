import {describe, expect, it} from 'vitest';
import {checkFixture, lines} from '../fixture';
import {tags} from './tags';

describe('the tags rule', () => {
  it('names an unknown tag at its line in the front matter, with the nearest declared key', async () => {
    const found = lines(await checkFixture((edit) => edit('docs/apis/core/dml/index.md', (t) => t.replace('  - database', '  - databse')), {rules: [tags]}));
    expect(found).toEqual(['docs/apis/core/dml/index.md:6:5 tags: unknown tag "databse": not a key of docs/tags.yml; did you mean database?']);
  });

  it("reads each area's own tags.yml, and says where to declare a tag nothing resembles", async () => {
    const found = lines(await checkFixture((edit) => edit('general/releases/4.2.md', (t) => t.replace('  - release-notes', '  - api')), {rules: [tags]}));
    expect(found).toEqual(['general/releases/4.2.md:5:5 tags: unknown tag "api": not a key of general/tags.yml; add it there with a label, a description and a permalink']);
  });

  it('refuses an inline tag object', async () => {
    const found = lines(await checkFixture((edit) => edit('docs/guides/first.md', (t) => t.replace('  - guide', '  - label: Guide\n    permalink: /guide')), {rules: [tags]}));
    expect(found).toEqual([expect.stringMatching(/^docs\/guides\/first\.md:5:\d+ tags: tag \{"label":"Guide","permalink":"\/guide"\} is written inline: list a key of docs\/tags\.yml instead; did you mean guide\?$/)]);
  });
});
