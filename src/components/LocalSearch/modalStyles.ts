// DocSearch's modal styles (@docsearch/css: its variables and its modal sheet) and the site's adjustments
// to them (./modal.css), put in the page when the modal first opens, so that pages do not load them
// before the reader searches. They come as text, an
// import whose value is used, so the bundler cannot leave them out (tests/site/search-styles.test.ts
// checks the built chunk). The search button's own styles are in ./button.css, on every page.
import variables from '!!../PageStyles/text-loader.cjs!@docsearch/css/dist/_variables.css';
import modal from '!!../PageStyles/text-loader.cjs!@docsearch/css/dist/modal.css';
import siteModal from '!!../PageStyles/text-loader.cjs!./modal.css';

const styleId = 'docsearch-modal-styles';

/**
 * Adds the styles once, after the site's stylesheet: DocSearch's rules then win over the theme's element
 * rules of the same weight (links in the modal are not underlined on hover), and the site's rules for
 * the modal (./modal.css), after them and each weightier than the rule it adjusts, win over DocSearch's.
 */
export function insertModalStyles(): void {
  if (document.getElementById(styleId)) return;
  const style = document.createElement('style');
  style.id = styleId;
  style.textContent = variables + modal + siteModal;
  document.head.append(style);
}
