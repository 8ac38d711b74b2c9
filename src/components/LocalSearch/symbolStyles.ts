// The styles of the symbol results (./symbols.css), as text in the chunks that show them (the modal's and
// the /search page's), put in the page when they first render: a stylesheet import would join the one
// stylesheet every page loads before the reader can interact.
import styles from '!!../PageStyles/text-loader.cjs!./symbols.css';

const styleId = 'api-symbols-styles';

export function insertSymbolStyles(): void {
  if (document.getElementById(styleId)) return;
  const style = document.createElement('style');
  style.id = styleId;
  style.textContent = styles;
  document.head.append(style);
}
