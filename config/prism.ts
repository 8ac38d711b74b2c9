import {themes, type PrismTheme} from 'prism-react-renderer';
import type {Plugin} from '@docusaurus/types';
import {prismModeTheme} from '../src/lib/prismModeTheme';

/** A theme with the colours of some token types replaced. */
function recolour(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((style) => {
      const type = style.types.find((t) => t in colours);
      return type ? {...style, style: {...style.style, color: colours[type]}} : style;
    }),
  };
}

// Visual Studio's themes, with the few token colours that fall below 4.5:1 contrast darkened or lightened,
// made into one theme whose colours are CSS variables set per colour mode.
const modes = prismModeTheme(
  recolour(themes.vsLight, {'attr-name': 'rgb(196, 0, 0)'}),
  recolour(themes.vsDark, {prolog: 'rgb(106, 153, 85)', constant: 'rgb(156, 160, 214)', punctuation: '#b0b0b0'}),
);

export const prism = {
  theme: modes.theme,
  darkTheme: modes.theme,
  // Only the languages Moodle pages need beyond the defaults: each one adds to every page's bundle.
  additionalLanguages: ['php', 'gherkin'],
};

/** Puts the code colours of both modes in every page's head. */
export function prismColoursPlugin(): Plugin {
  return {
    name: 'prism-colours',
    injectHtmlTags: () => ({headTags: [{tagName: 'style', innerHTML: modes.css}]}),
  };
}
