// A client module: starts fetching the highlighter when the reader follows a link, alongside the next
// page's own chunks, so that its code blocks are rarely shown unhighlighted while Prism arrives.
import type {ClientModule} from '@docusaurus/types';
import {loadHighlighter} from './highlighter';

const module: ClientModule = {
  onRouteUpdate({previousLocation}) {
    if (previousLocation) loadHighlighter().catch(() => undefined);
  },
};

export default module;
