// Where in a file a finding points when the parser gives no position: a front matter key or one of its
// list items, or the first occurrence of a quoted name (a doc id in a sidebars file).
import type {Doc, PageFacts, Place, Site} from './types';

const start: Place = {line: 1, column: 1};

/** The place of front matter `key`, or of its list item `item` when given. */
export function frontMatterPlace(site: Site, doc: Doc, facts: PageFacts, key: string, item?: string): Place {
  const keyLine = facts.frontMatterKeys[key];
  if (!keyLine) return start;
  if (item === undefined) return {line: keyLine, column: 1};
  const lines = site.text(doc.file).split('\n');
  for (let i = keyLine - 1; i < Math.max(facts.bodyLine - 2, keyLine); i++) {
    const line = lines[i] ?? '';
    if (i > keyLine - 1 && /^[A-Za-z_]/.test(line)) break;
    const column = line.indexOf(item, i === keyLine - 1 ? key.length + 1 : 0);
    if (column >= 0) return {line: i + 1, column: column + 1};
  }
  return {line: keyLine, column: 1};
}

/** The first place where `name` appears quoted ('name', "name" or `name`) in `text`. */
export function quotedPlace(text: string, name: string): Place {
  let index = -1;
  for (const quote of ["'", '"', '`']) {
    const found = text.indexOf(`${quote}${name}${quote}`);
    if (found >= 0 && (index < 0 || found < index)) index = found;
  }
  if (index < 0) return start;
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  return {line, column: index - before.lastIndexOf('\n')};
}
