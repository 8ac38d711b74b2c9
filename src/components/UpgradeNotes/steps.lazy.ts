// In the browser, a step's notes and changes come as a chunk of their own, fetched when the browser must
// render a step itself: on a page reached by following a link, on the dev server, or for a step that a
// reader's from/to choice adds.
import type {ShownStep} from '../../plugins/upgrade-notes/present';

const loaded = new Map<string, ShownStep>();

export const loadedStep = (version: string): ShownStep | undefined => loaded.get(version);

export async function loadStep(version: string): Promise<ShownStep | undefined> {
  const module = (await import(/* webpackChunkName: "upgrade-notes-[request]", webpackInclude: /[/\\]\d+\.\d+\.json$/ */ `@generated/upgrade-notes/default/${version}.json`)) as {default: ShownStep};
  loaded.set(version, module.default);
  return module.default;
}
