import {themes} from 'prism-react-renderer';

// Only the languages Moodle pages need beyond the defaults: each one adds to every page's bundle.
export const prism = {
  theme: themes.github,
  darkTheme: themes.dracula,
  additionalLanguages: ['php', 'gherkin'],
};
