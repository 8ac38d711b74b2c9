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

/**
 * The class that gives a token the colour `var(--prism-…)`, or undefined for any other value: code blocks
 * carry these classes instead of an inline style on every token (src/theme/CodeBlock/Line), which made up
 * a quarter of a long docs page's HTML.
 */
export function colourClass(colour: string | undefined): string | undefined {
  const match = colour?.match(/^var\(--prism-([a-z0-9-]+)(?:, var\(--prism-[a-z0-9-]+\))?\)$/i);
  return match ? `pc-${match[1]}` : undefined;
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

  // A language's own colours get their own variables, falling back to the general one in a mode that
  // has no colour of its own for that language.
  for (const language of languages) {
    const overridden = new Set<string>();
    for (const [mode, theme] of Object.entries(modes) as [keyof typeof modes, PrismTheme][]) {
      const general = resolve(theme);
      for (const [type, colour] of resolve(theme, language)) {
        if (general.get(type) === colour) continue;
        declarations[mode].push(`${variable(type, language)}: ${colour}`);
        overridden.add(type);
      }
    }
    for (const type of overridden) {
      styles.push({types: [type], languages: [language], style: {color: `var(${variable(type, language)}, var(${variable(type)}))`}});
    }
  }

  const block = (selector: string, lines: string[]) => `${selector} {\n${lines.map((line) => `  ${line};`).join('\n')}\n}`;
  const classes = [...new Set(styles.map(({style}) => style.color!))].map((colour) => `.${colourClass(colour)} { color: ${colour}; }`);
  return {
    theme: {plain: {color: 'var(--prism-plain)', backgroundColor: 'var(--prism-background)'}, styles},
    css: `${block(":root, [data-theme='light']", declarations.light)}\n${block("[data-theme='dark']", declarations.dark)}\n${classes.join('\n')}\n`,
  };
}
