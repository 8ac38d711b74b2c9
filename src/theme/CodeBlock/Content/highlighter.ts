// The highlighted content, imported eagerly: what the server bundle uses. Browser bundles get
// ./highlighter.lazy.ts in its place (src/plugins/lean-bundle).
import Highlighted from './Highlighted';

export type HighlightedContent = typeof Highlighted;

export const loadedHighlighter = (): HighlightedContent | undefined => Highlighted;

export const loadHighlighter = (): Promise<HighlightedContent> => Promise.resolve(Highlighted);
