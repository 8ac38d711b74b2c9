// The stylesheets that src/ imports for their side effect (`import './modal.css'`) are in the build's
// CSS: every rule of each, found by its selector. Such an import is the kind that a bundler drops when
// a package says it has no side effects (tests/unit/side-effect-imports.test.ts guards the packages;
// this, the site's own files), and its loss shows only in the production build.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const cssDir = path.join(root, 'build/assets/css');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(file) : /\.(ts|tsx|js|jsx)$/.test(entry.name) ? [file] : [];
  });
}

/** The site's global stylesheets imported for their side effect, with the file that imports each. */
const imported = sources(path.join(root, 'src')).flatMap((file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/^import\s+['"](\.{1,2}\/[^'"]+(?<!\.module)\.css)['"]/gm)].map((m) => ({
    by: path.relative(root, file),
    sheet: path.resolve(path.dirname(file), m[1]!),
  })),
);

/** A selector as the minifier writes it, near enough: one space between parts, no quotes, no space around combinators and commas. */
const normal = (selector: string) =>
  selector
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/['"]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([>+~,])\s*/g, '$1')
    .trim();

/** The selectors of a stylesheet's rules (at-rules' own preludes left out). */
function selectors(css: string): string[] {
  const found: string[] = [];
  for (const m of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{};]+)\{/g)) {
    const prelude = m[1]!.trim();
    if (!prelude.startsWith('@')) found.push(...normal(prelude).split(','));
  }
  return found;
}

describe('stylesheets imported for their side effect', () => {
  const built = normal(
    fs
      .readdirSync(cssDir)
      .filter((file) => file.endsWith('.css'))
      .map((file) => fs.readFileSync(path.join(cssDir, file), 'utf8'))
      .join('\n'),
  );

  it('are found in src/', () => {
    // The search button's and the phone menu's; the modal's and the /search page's travel as text.
    expect(imported.length).toBeGreaterThanOrEqual(2);
  });

  it('have every rule in the built CSS', () => {
    const missing = imported.flatMap(({by, sheet}) =>
      selectors(fs.readFileSync(sheet, 'utf8'))
        .filter((selector) => !new RegExp(`(^|[{},;])${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[{,]`).test(built))
        .map((selector) => `${path.relative(root, sheet)} (imported by ${by}): ${selector}`),
    );
    expect(missing).toEqual([]);
  });

  it("style the offline app's reload popup, whose code loads only when a new version waits", () => {
    const jsDir = path.join(root, 'build/assets/js');
    const chunk = fs
      .readdirSync(jsDir)
      .map((file) => fs.readFileSync(path.join(jsDir, file), 'utf8'))
      .find((text) => text.includes('theme.PwaReloadPopup.info'));
    const popupClass = /"(popup_[\w-]+)"/.exec(chunk ?? '')?.[1];
    expect(popupClass).toBeDefined();
    expect(built).toMatch(new RegExp(`\\.${popupClass}\\{[^}]*position:fixed`));
  });
});
