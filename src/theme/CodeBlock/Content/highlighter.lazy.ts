// The highlighted content as a chunk of its own, fetched the first time a code block is rendered in the
// browser rather than adopted from the served page, or when the reader first follows a link.
import type {HighlightedContent} from './highlighter';

let loaded: HighlightedContent | undefined;
let loading: Promise<HighlightedContent> | undefined;

export const loadedHighlighter = (): HighlightedContent | undefined => loaded;

export function loadHighlighter(): Promise<HighlightedContent> {
  loading ??= import(/* webpackChunkName: "highlighter" */ './Highlighted').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      // Offline without the chunk cached, or a deployment replaced it: the code stays readable as plain
      // text, and the next code block tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
