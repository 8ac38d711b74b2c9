// In the browser, a branch's shown items come as a chunk of their own, fetched when the browser must
// render a list itself: on a page reached by following a link, or on the dev server. One chunk a branch,
// not a release, since every chunk costs an entry in the runtime that every page loads.
import type {ShownRelease} from '../../plugins/release-items/present';

const loaded = new Map<string, Record<string, ShownRelease>>();

export const loadedItems = (branch: string, release: string): ShownRelease | undefined => loaded.get(branch)?.[release];

export async function loadItems(branch: string, release: string): Promise<ShownRelease | undefined> {
  const module = (await import(
    /* webpackChunkName: "release-items-[request]", webpackInclude: /[/\\](app-v[\w.]+|\d+\.\d+)\.json$/ */ `@generated/release-items/default/${branch}.json`
  )) as {
    default: Record<string, ShownRelease>;
  };
  loaded.set(branch, module.default);
  return module.default[release];
}
