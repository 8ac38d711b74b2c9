import {describe, expect, it} from 'vitest';
import {main as newPage} from '../../../../scripts/new-page';
import {checkFixture, lines} from '../fixture';
import {rules} from '.';
import {scaffold} from './scaffold';

describe('the scaffold rule', () => {
  it('fails a page left exactly as npm run new-page made it, on each of its gaps', async () => {
    const found = lines(await checkFixture((_edit, dir) => newPage(['/docs/apis/core/foo'], dir).then(() => {})));
    const page = found.filter((l) => l.startsWith('docs/apis/core/foo.md:'));
    expect(page).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^docs\/apis\/core\/foo\.md:\d+:1 front-matter: an empty description/),
        expect.stringMatching(/^docs\/apis\/core\/foo\.md:\d+:1 front-matter: no tag in the front matter/),
        expect.stringMatching(/^docs\/apis\/core\/foo\.md:\d+:1 scaffold: the scaffold's instruction is still here \("Say what this API is for/),
        expect.stringMatching(/^docs\/apis\/core\/foo\.md:\d+:1 scaffold: section "Files and classes" is empty: write it or remove the heading$/),
        expect.stringMatching(/^docs\/apis\/core\/foo\.md:\d+:1 scaffold: section "See also" is empty/),
      ]),
    );
    // Every finding is on the new page: the rest of the fixture is untouched.
    expect(found.length).toBe(page.length);
    expect(rules).toContain(scaffold);
  });

  it('fails a release page left as scaffolded, on its description, its instructions and its missing items', async () => {
    const found = lines(
      await checkFixture(async (edit, dir) => {
        edit('data/versions.json', (t) => t.replace('{"version": "4.2.1"}', '{"version": "4.2.1"}, {"version": "4.2.2"}'));
        await newPage(['/general/releases/4.2/4.2.2'], dir);
      }),
    );
    expect(found.every((l) => l.startsWith('general/releases/4.2/4.2.2.md:'))).toBe(true);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/front-matter: an empty description/),
        expect.stringMatching(/releases: <ReleaseItems release="4\.2\.2">: data\/release-items\/ has no items for 4\.2\.2/),
        expect.stringMatching(/scaffold: the scaffold's instruction is still here \("What kind of release this is/),
      ]),
    );
    expect(found.some((l) => / tags: | syntax: /.test(l))).toBe(false);
  });

  it('passes the same page once written', async () => {
    const found = lines(
      await checkFixture((edit) =>
        edit('docs/apis/core/foo.md', () => '---\ntitle: Foo API\ndescription: What Foo does.\ntags:\n  - api\n---\n\nFoo does one thing.\n\n## Files and classes\n\n<!-- A writer\'s own note stays. -->\n\nThe file `lib/foo.php`.\n\n## See also\n\n- [Locks](./lock/index.md)\n'),
      ),
    );
    expect(found).toEqual([]);
  });

  it('takes a heading followed by a deeper heading as a section with content', async () => {
    const found = lines(await checkFixture((edit) => edit('docs/guides/first.md', (t) => `${t}\n## Parent\n\n### Child\n\nText.\n\n## Empty\n\n<!-- nothing yet -->\n`), {rules: [scaffold]}));
    expect(found).toEqual(['docs/guides/first.md:30:1 scaffold: section "Empty" is empty: write it or remove the heading']);
  });
});
