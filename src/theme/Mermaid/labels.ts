/** A diagram's accessible title and description, as its Mermaid source gives them. */
export interface DiagramLabels {
  title?: string;
  description?: string;
}

const oneLine = (text: string | undefined) => text?.replace(/\s+/g, ' ').trim() || undefined;

/**
 * Reads `accTitle: …` and `accDescr: …` (or a multi-line `accDescr { … }`) from a diagram's source, the
 * texts Mermaid writes into the SVG's <title> and <desc>.
 */
export function diagramLabels(source: string): DiagramLabels {
  const title = /^\s*accTitle\s*:(.*)$/m.exec(source)?.[1];
  const description = /^\s*accDescr\s*\{([^}]*)\}/m.exec(source)?.[1] ?? /^\s*accDescr\s*:(.*)$/m.exec(source)?.[1];
  return {title: oneLine(title), description: oneLine(description)};
}
