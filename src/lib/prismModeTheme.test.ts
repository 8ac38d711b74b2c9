import {describe, expect, it} from 'vitest';
import {themes, type PrismTheme} from 'prism-react-renderer';
import {prismModeTheme} from './prismModeTheme';

// The colour prism-react-renderer gives each token type in a language, as its themeToDict does.
function colours(theme: PrismTheme, language: string): Record<string, string | undefined> {
  const dict: Record<string, string | undefined> = {plain: theme.plain.color, background: theme.plain.backgroundColor};
  for (const {types, languages, style} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) if (style.color) dict[type] = style.color;
  }
  return dict;
}

// Substitutes the variables with one mode's declarations, as the browser would.
function inMode(css: string, mode: 'light' | 'dark', value: string | undefined): string | undefined {
  const block = css.split('}').find((b) => b.includes(`[data-theme='${mode}']`))!;
  const vars = Object.fromEntries([...block.matchAll(/(--[\w-]+): ([^;]+);/g)].map((m) => [m[1], m[2]]));
  const lookup = (v?: string): string | undefined => {
    const match = v?.match(/^var\((--[\w-]+)(?:, (.+))?\)$/);
    return match ? (vars[match[1]] ?? lookup(match[2])) : v;
  };
  return lookup(value);
}

describe('one Prism theme for both colour modes', () => {
  const {theme, css} = prismModeTheme(themes.vsLight, themes.vsDark);

  it('gives every token, in every language, the colour each original theme gives it in that mode', () => {
    for (const language of ['php', 'markup', 'javascript']) {
      for (const [mode, original] of [['light', themes.vsLight], ['dark', themes.vsDark]] as const) {
        const expected = colours(original, language);
        const actual = Object.fromEntries(Object.entries(colours(theme, language)).map(([type, v]) => [type, inMode(css, mode, v)]));
        for (const [type, colour] of Object.entries(expected)) expect([language, mode, type, actual[type]]).toEqual([language, mode, type, colour]);
      }
    }
  });

  it('holds no colour itself, only variables', () => {
    expect(JSON.stringify(theme)).not.toMatch(/#|rgb/);
    expect(css).toContain("[data-theme='dark']");
    expect(css).toContain('--prism-markup-tag: rgb(86, 156, 214)');
  });
});
