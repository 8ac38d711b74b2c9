// What the server renders from: each branch's shown items, read once per rendering thread from the files
// the release-items plugin writes, through Node's own require. Bundled (a require.context of every branch),
// each release page's server chunk carried its own copy of all branches: 2.5 MB in each of 386 chunks,
// 1 GB of server bundle that every rendering thread loaded again page after page. Browser bundles get
// ./items.lazy.ts in its place (src/plugins/release-items), so a page's first load carries none of them.
import type {ShownRelease} from '../../plugins/release-items/present';

declare const __non_webpack_require__: (id: string) => unknown;
/** The folder of the branch files, set for the server bundle by src/plugins/release-items. */
declare const RELEASE_ITEMS_DIR: string;

export const loadedItems = (branch: string, release: string): ShownRelease | undefined =>
  (__non_webpack_require__(`${RELEASE_ITEMS_DIR}/${branch}.json`) as Record<string, ShownRelease>)[release];

export const loadItems = (branch: string, release: string): Promise<ShownRelease | undefined> =>
  Promise.resolve(loadedItems(branch, release));
