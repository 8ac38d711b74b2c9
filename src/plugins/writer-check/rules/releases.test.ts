import {describe, expect, it} from 'vitest';
import {checkFixture, lines} from '../fixture';
import {releases} from './releases';

const page = (version: string) => `---\ntitle: Moodle ${version}\ndescription: A release.\ntags:\n  - release-notes\nmdx:\n  format: mdx\n---\n\n<ReleaseNoteIntro version="${version}" />\n\n## What changed\n\n<ReleaseItems release="${version}" />\n`;

describe('the releases rule', () => {
  it('names a release page, a component and release items for a version the data lacks, and says what to add where', async () => {
    const found = lines(await checkFixture((edit) => edit('general/releases/4.2/4.2.4.md', () => page('4.2.4')), {rules: [releases]}));
    expect(found).toEqual([
      'general/releases/4.2/4.2.4.md:2:1 releases: a page for Moodle 4.2.4, which data/versions.json does not have: add it to ../shared/data/server-releases.csv and regenerate data/versions.json (npx tsx scripts/release-data/import.ts ../shared/data/server-releases.csv); did you mean 4.2 or 4.2.1?',
      'general/releases/4.2/4.2.4.md:10:1 releases: <ReleaseNoteIntro version="4.2.4">: 4.2.4 is not in data/versions.json: add it to ../shared/data/server-releases.csv and regenerate data/versions.json (npx tsx scripts/release-data/import.ts ../shared/data/server-releases.csv); did you mean 4.2 or 4.2.1?',
      'general/releases/4.2/4.2.4.md:14:1 releases: <ReleaseItems release="4.2.4">: data/release-items/ has no items for 4.2.4: add them to data/release-items/4.2.json (npx tsx scripts/release-items/import.ts 4.2 starts a branch file); did you mean 4.2.1?',
    ]);
  });

  it('names an unquoted moodleVersion, which YAML reads as a number', async () => {
    const found = lines(await checkFixture((edit) => edit('general/releases/4.2.md', (t) => t.replace('moodleVersion: "4.2"', 'moodleVersion: 4.10')), {rules: [releases]}));
    expect(found).toEqual(['general/releases/4.2.md:6:1 releases: moodleVersion 4.10 is not quoted, so YAML reads it as the number 4.1: write moodleVersion: "4.10"']);
  });

  it('reports release items data that does not load', async () => {
    const found = lines(await checkFixture((edit) => edit('data/release-items/4.2.json', (t) => t.replace('"kind": "fix"', '"kind": "nonsense"')), {rules: [releases]}));
    expect(found).toEqual([expect.stringMatching(/^data\/release-items:1:1 releases: Release items are invalid/)]);
  });
});
