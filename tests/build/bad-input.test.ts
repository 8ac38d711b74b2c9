import {describe, expect, it} from 'vitest';
import {buildFixture, edit} from './fixture';

// Each case builds its own copy of a small fixture site with the project's build policies and one writer's
// mistake, two at a time (scripts/test.sh passes --maxConcurrency=2; each build is multi-threaded). The
// limits only stop a build that hangs: on a busy machine one takes minutes.
describe.concurrent('the build and writers’ mistakes', {timeout: 600_000}, () => {
  it('builds the untouched fixture', async () => {
    const result = await buildFixture('clean', () => {});
    expect(result.output).toContain('[SUCCESS]');
    expect(result.ok).toBe(true);
  });

  it('fails on a broken link and names the file, line and column, without advising to turn the check off', async () => {
    const result = await buildFixture('broken-link', (dir) =>
      edit(dir, 'docs/guides/first.md', (t) => `${t}\nSee [the missing page](/guides/nowhere).\n`),
    );
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/docs\/guides\/first\.md:12:5 links: no page at \/guides\/nowhere; did you mean \/guides\/first\?/);
    expect(result.output).not.toMatch(/onBrokenLinks|ignore/);
  });

  it('fails on a broken link found in the MDX loader\'s parse, as a first build of the whole site checks, and names the file, line and column', async () => {
    const result = await buildFixture('broken-link-loader', (dir) => {
      // Every page counts as many: the check takes them all from the loader, once the bundler has built them.
      edit(dir, 'docusaurus.config.ts', (t) => t.replace("sidebarPath: './sidebars.ts'}]}]]", "sidebarPath: './sidebars.ts'}], parseAtLoad: 0}]]"));
      edit(dir, 'docs/guides/first.md', (t) => `${t}\nSee [the missing page](/guides/nowhere).\n`);
    });
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/\[writer-check\] \d+ pages checked in [\d.]+ s \([1-9]\d* read from the MDX loader's parse\): 1 problem/);
    expect(result.output).toMatch(/docs\/guides\/first\.md:12:5 links: no page at \/guides\/nowhere; did you mean \/guides\/first\?/);
    expect(result.output).not.toMatch(/\[SUCCESS\]/);
  });

  it('fails on a broken anchor and names the file, line and column and the headings the target has', async () => {
    const result = await buildFixture('broken-anchor', (dir) =>
      edit(dir, 'docs/intro.md', (t) => t.replace('#setting-up', '#no-such-heading')),
    );
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/docs\/intro\.md:9:28 links: no heading #no-such-heading in docs\/guides\/first\.md; it has #setting-up/);
    expect(result.output).not.toMatch(/onBrokenAnchors|ignore/);
  });

  it('fails on a broken link that no markdown holds (the navbar) and names the pages, not the advice to ignore it', async () => {
    const result = await buildFixture('navbar-link', (dir) => edit(dir, 'docusaurus.config.ts', (t) => t.replace("{to: '/guides/first',", "{to: '/guides/nowhere',")));
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/The rendered pages have broken links \(\d+\), which the writer's check of the markdown could not see:/);
    expect(result.output).toMatch(/\/guides\/nowhere is broken on \d+ pages: the navbar, the footer or a sidebar/);
    expect(result.output).toMatch(/docs\/guides\/first\.md: broken link to \/guides\/nowhere, which the page's text does not hold/);
    expect(result.output).not.toMatch(/onBrokenLinks|ignore/);
  });

  it('fails on a link to a markdown file that does not exist, with the file and line', async () => {
    const result = await buildFixture('broken-md-link', (dir) =>
      edit(dir, 'docs/guides/first.md', (t) => `${t}\nRead [the other guide](./other.md).\n`),
    );
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/docs\/guides\/first\.md:12:6 links: no file \.\/other\.md from docs\/guides\/first\.md/);
  });

  it('fails on an unknown tag and names the file', async () => {
    const result = await buildFixture('unknown-tag', (dir) =>
      edit(dir, 'docs/guides/first.md', (t) => t.replace('  - api', '  - nosuchtag')),
    );
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/docs\/guides\/first\.md:5:5 tags: unknown tag "nosuchtag": not a key of docs\/tags\.yml/);
  });

  it('fails on a sidebar entry for a missing doc id and names the sidebar file', async () => {
    const result = await buildFixture('missing-doc-id', (dir) =>
      edit(dir, 'sidebars.ts', (t) => t.replace("docs: ['intro',", "docs: ['intro', 'guides/missing',")),
    );
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/sidebars\.ts:4:\d+ sidebars: sidebar "docs": no doc with id "guides\/missing" in docs/);
  });

  it('fails on a sidebar category with nothing to link to', async () => {
    const result = await buildFixture('empty-category', (dir) =>
      edit(dir, 'sidebars.ts', (t) => t.replace("docs: ['intro',", "docs: ['intro', {type: 'category', label: 'Empty', items: []},")),
    );
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/Empty/);
    expect(result.output).toMatch(/neither any subitem nor a link/);
  });

  it('fails on a navbar item of unknown type and names the item', async () => {
    const result = await buildFixture('navbar-type', (dir) =>
      edit(dir, 'docusaurus.config.ts', (t) => t.replace("{to: '/guides/first', label: 'Guides', position: 'left'}", "{type: 'noSuchType', label: 'Broken'}")),
    );
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/noSuchType|navbar/i);
  });

  it('fails on an MDX syntax error and names the file and line', async () => {
    const result = await buildFixture('mdx-error', (dir) =>
      edit(dir, 'docs/guides/broken.mdx', () => '---\ntitle: Broken\n---\n\nText before.\n\n<div>\n\nNever closed.\n'),
    );
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/docs\/guides\/broken\.mdx:7:1 syntax: MDX syntax error: Expected a closing tag for `<div>`/);
  });

  it('fails on invalid release data and names the file and the field', async () => {
    const result = await buildFixture('bad-release-data', (dir) =>
      edit(dir, 'data/versions.json', (t) => t.replace('"releaseDate": "2023-01-16"', '"releaseDate": "16/01/2023"')),
    );
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/data\/versions\.json: \/branches\/0\/releases\/0\/releaseDate must match format "date"/);
  });

  it('fails on a release component naming a version the release data lacks, naming the page', async () => {
    const result = await buildFixture('unknown-release', (dir) =>
      edit(dir, 'docs/guides/release.mdx', () => '---\ntitle: Release\n---\n\n<ReleaseNoteIntro version="4.1.99" />\n'),
    );
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/docs\/guides\/release\.mdx:5:1 releases: <ReleaseNoteIntro version="4\.1\.99">: 4\.1\.99 is not in data\/versions\.json: add it to \.\.\/shared\/data\/server-releases\.csv/);
  });

  it('only warns about a duplicate route', async () => {
    const result = await buildFixture('duplicate-route', (dir) =>
      edit(dir, 'docs/guides/second.md', () => '---\ntitle: Second\ndescription: A second page.\ntags:\n  - api\nslug: /guides/first\n---\n\nThe same address as the first guide.\n'),
    );
    expect(result.output).toMatch(/Duplicate routes found/);
    expect(result.ok).toBe(true);
  });
});
