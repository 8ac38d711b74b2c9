// The search UI's styles in the build. The button's are in the stylesheet of every page; DocSearch's
// modal styles travel with the modal's code (src/components/LocalSearch/modalStyles.ts) and are put in
// the page when it opens. A bundler that drops them (as it dropped `import '@docsearch/react/style'`
// from a package marked side-effect free) would leave the modal as bare HTML.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const assets = path.resolve(__dirname, '../../build/assets');
const read = (dir: string, ext: string) =>
  fs
    .readdirSync(path.join(assets, dir))
    .filter((file) => file.endsWith(ext))
    .map((file) => ({file, text: fs.readFileSync(path.join(assets, dir, file), 'utf8')}));

/** A chunk's id: its file name without the content hash (chunk ids are names, src/plugins/lean-bundle). */
const chunkId = (file: string) => file.replace(/\.[0-9a-f]{8}\.js$/, '');

describe('search styles in the build', () => {
  const stylesheets = read('css', '.css');
  const chunks = read('js', '.js');

  it('the stylesheet of every page styles the search button and its key hint', () => {
    const css = stylesheets.map(({text}) => text).join('\n');
    expect(css).toMatch(/\.DocSearch-Button\{[^}]*display:flex/);
    expect(css).toMatch(/\.DocSearch-Button-Keys\{[^}]*display:none/);
    expect(css).toMatch(/@media[^{]*997px[^{]*\{\.DocSearch-Button-Keys\{display:flex/);
  });

  it("the chunks that open the modal carry DocSearch's modal styles: a fixed, opaque overlay", () => {
    const modal = chunks.filter(({text}) => text.includes('docsearch-modal-styles'));
    expect(modal.map(({file}) => file)).toHaveLength(1);
    // The chunks loaded with the modal's: its import loads them together (`Promise.all([r.e("id"), …])`).
    const id = chunkId(modal[0]!.file);
    const together = chunks.flatMap(({text}) => text.match(/Promise\.all\(\[[^\]]*\]\)/g) ?? []).find((group) => group.includes(`"${id}"`));
    const loaded = together ? [...together.matchAll(/\.e\("([^"]+)"\)/g)].map((m) => m[1]) : [id];
    const text = chunks.filter(({file}) => loaded.includes(chunkId(file))).map(({text}) => text).join('\n');
    expect(text).toMatch(/\.DocSearch-Container\{[^}]*position:fixed/);
    expect(text).toMatch(/\.DocSearch-Modal\{[^}]*background:var\(--docsearch-modal-background\)/);
    expect(text).toMatch(/--docsearch-modal-background:#/);
    // The site's own adjustments (src/components/LocalSearch/modal.css) come with them.
    expect(text).toMatch(/\.local-search-credit \{/);
  });

  it('pages do not load the modal styles before the reader searches', () => {
    const css = stylesheets.map(({text}) => text).join('\n');
    expect(css).not.toMatch(/\.DocSearch-Modal\{/);
    expect(css).not.toMatch(/\.local-search-credit|\.DocSearch-Container\{/);
  });

  it("the /search page serves its own styles before its form, and no other page's stylesheet has them", () => {
    const html = fs.readFileSync(path.resolve(assets, '../search.html'), 'utf8');
    const beforeForm = html.slice(0, html.search(/class="?search-page-form/));
    const link = beforeForm.match(/<link [^>]*rel=stylesheet href="?data:text\/css,([^"> ]+)/);
    expect(decodeURIComponent(link?.[1] ?? '')).toMatch(/\.search-page-form \{/);
    expect(stylesheets.map(({text}) => text).join('\n')).not.toMatch(/search-page-/);
  });
});
