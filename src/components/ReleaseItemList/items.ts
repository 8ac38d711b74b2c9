// Every branch's shown items, bundled: what the server renders from. Browser bundles get ./items.lazy.ts
// in its place (src/plugins/release-items), so a page's first load carries none of them.
import type {ShownRelease} from '../../plugins/release-items/present';

declare const require: {context(dir: string, deep: boolean, filter: RegExp): (id: string) => unknown};
// Branch files only: a generated folder may keep files of earlier builds.
const all = require.context('@generated/release-items/default', false, /^\.\/(app-v[\w.]+|\d+\.\d+)\.json$/);

export const loadedItems = (branch: string, release: string): ShownRelease | undefined =>
  (all(`./${branch}.json`) as Record<string, ShownRelease>)[release];

export const loadItems = (branch: string, release: string): Promise<ShownRelease | undefined> =>
  Promise.resolve(loadedItems(branch, release));
