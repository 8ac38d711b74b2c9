// One Prism theme for both colour modes. Each colour is a CSS variable whose value the returned CSS sets
// per mode, so a code block rendered on the server already has the reader's colours and the browser need
// not render it again after hydration (see src/theme/CodeBlock).
import type {PrismTheme} from 'prism-react-renderer';

type Colours = Map<string, string>;

// What prism-react-renderer applies to each token type in one language: later entries win.
function resolve(theme: PrismTheme, language?: string): Colours {
  const colours: Colours = new Map();
  for (const {types, languages, style} of theme.styles) {
    if (languages && (!language || !languages.includes(language))) continue;
    if (style.color) for (const type of types) colours.set(type, style.color);
  }
  return colours;
}

const variable = (type: string, language?: string) => `--prism-${language ? `${language}-` : ''}${type.replace(/[^a-z0-9-]/gi, '-')}`;

export function prismModeTheme(light: PrismTheme, dark: PrismTheme): {theme: PrismTheme; css: string} {
  const modes = {light, dark};
  const types = [...new Set([light, dark].flatMap((theme) => theme.styles.flatMap((style) => style.types)))];
  const languages = [...new Set([light, dark].flatMap((theme) => theme.styles.flatMap((style) => style.languages ?? [])))];
  const declarations: Record<keyof typeof modes, string[]> = {light: [], dark: []};
  const styles: PrismTheme['styles'] = [];

  for (const [mode, theme] of Object.entries(modes) as [keyof typeof modes, PrismTheme][]) {
    declarations[mode].push(`--prism-plain: ${theme.plain.color}`, `--prism-background: ${theme.plain.backgroundColor}`);
    const colours = resolve(theme);
    for (const type of types) if (colours.has(type)) declarations[mode].push(`${variable(type)}: ${colours.get(type)}`);
  }
  // A type a mode leaves uncoloured has no variable there, and the token inherits the plain colour.
  for (const type of types) styles.push({types: [type], style: {color: `var(${variable(type)})`}});

  for (const language of languages) {
    for (const [mode, theme] of Object.entries(modes) as [keyof typeof modes, PrismTheme][]) {
      const general = resolve(theme);
      for (const [type, colour] of resolve(theme, language)) {
        if (general.get(type) !== colour) declarations[mode].push(`${variable(type, language)}: ${colour}`);
      }
    }
    const overridden = new Set(
      [...declarations.light, ...declarations.dark].filter((d) => d.startsWith(`--prism-${language}-`)).map((d) => d.slice(0, d.indexOf(':'))),
    );
    for (const type of types) {
      const name = variable(type, language);
      if (overridden.has(name)) styles.push({types: [type], languages: [language], style: {color: `var(${name}, var(${variable(type)}))`}});
    }
  }

  const block = (selector: string, lines: string[]) => `${selector} {\n${lines.map((line) => `  ${line};`).join('\n')}\n}`;
  return {
    theme: {plain: {color: 'var(--prism-plain)', backgroundColor: 'var(--prism-background)'}, styles},
    css: `${block(":root, [data-theme='light']", declarations.light)}\n${block("[data-theme='dark']", declarations.dark)}\n`,
  };
}
