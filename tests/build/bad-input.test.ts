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

  it('fails on a broken link and names the page', async () => {
    const result = await buildFixture('broken-link', (dir) =>
      edit(dir, 'docs/guides/first.md', (t) => `${t}\nSee [the missing page](/guides/nowhere).\n`),
    );
    expect(result.ok).toBe(false);
    expect(result.output).toContain('Docusaurus found broken links');
    expect(result.output).toMatch(/source page path = \/guides\/first:\s+-> linking to \/guides\/nowhere/);
  });

  it('fails on a broken anchor and names the page', async () => {
    const result = await buildFixture('broken-anchor', (dir) =>
      edit(dir, 'docs/intro.md', (t) => t.replace('#setting-up', '#no-such-heading')),
    );
    expect(result.ok).toBe(false);
    expect(result.output).toContain('Docusaurus found broken anchors');
    expect(result.output).toMatch(/source page path = \/:\s+-> linking to \/guides\/first#no-such-heading/);
  });

  it('warns about a broken markdown link with the file and line, and the link check stops it', async () => {
    const result = await buildFixture('broken-md-link', (dir) =>
      edit(dir, 'docs/guides/first.md', (t) => `${t}\nRead [the other guide](./other.md).\n`),
    );
    expect(result.output).toMatch(/\[WARNING\] Markdown link with URL `\.\/other\.md` in source file "[^"]*docs\/guides\/first\.md" \(\d+:\d+\)/);
    // The unresolved link still reaches the page, and a page must never ship a dead link.
    expect(result.output).toContain('Docusaurus found broken links');
  });

  it('fails on an unknown tag and names the file', async () => {
    const result = await buildFixture('unknown-tag', (dir) =>
      edit(dir, 'docs/guides/first.md', (t) => t.replace('title: First guide', 'title: First guide\ntags:\n  - nosuchtag')),
    );
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/nosuchtag/);
    expect(result.output).toMatch(/docs\/guides\/first\.md/);
  });

  it('fails on a sidebar entry for a missing doc id and names the sidebar file', async () => {
    const result = await buildFixture('missing-doc-id', (dir) =>
      edit(dir, 'sidebars.ts', (t) => t.replace("docs: ['intro',", "docs: ['intro', 'guides/missing',")),
    );
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/guides\/missing/);
    expect(result.output).toMatch(/sidebars\.ts/);
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
    expect(result.output).toMatch(/docs\/guides\/broken\.mdx/);
    expect(result.output).toMatch(/\b\d+:\d+\b/);
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
    expect(result.output).toMatch(/docs\/guides\/release\.mdx: <ReleaseNoteIntro version="4\.1\.99">: version "4\.1\.99" is not a release in data\/versions\.json/);
  });

  it('only warns about a duplicate route', async () => {
    const result = await buildFixture('duplicate-route', (dir) =>
      edit(dir, 'docs/guides/second.md', () => '---\ntitle: Second\nslug: /guides/first\n---\n\nThe same address as the first guide.\n'),
    );
    expect(result.output).toMatch(/Duplicate routes found/);
    expect(result.ok).toBe(true);
  });
});
