import {describe, expect, it} from 'vitest';
import {checkFixture, lines} from '../fixture';
import {syntax} from './syntax';

describe('the syntax rule', () => {
  it('names the line and column of an MDX error', async () => {
    const found = lines(await checkFixture((edit) => edit('general/releases/4.2.md', (t) => `${t}\nA <Since version="4.2"> never closed.\n`), {rules: [syntax]}));
    expect(found).toEqual([expect.stringMatching(/^general\/releases\/4\.2\.md:19:3 syntax: MDX syntax error: Expected a closing tag for `<Since>`/)]);
  });

  it('names front matter that is not YAML', async () => {
    const found = lines(await checkFixture((edit) => edit('docs/guides/first.md', (t) => t.replace('title: First guide', 'title: [First guide')), {rules: [syntax]}));
    expect(found).toEqual([expect.stringMatching(/^docs\/guides\/first\.md:3:1 syntax: front matter is not valid YAML: missed comma/)]);
  });

  it('reads .md as CommonMark, where braces and angle brackets are text', async () => {
    const found = lines(await checkFixture((edit) => edit('docs/guides/first.md', (t) => `${t}\nA {brace} and a <Since version="4.2"> in plain markdown.\n`), {rules: [syntax]}));
    expect(found).toEqual([]);
  });
});
