// Every step's shown notes and changes, bundled: what the server renders from. Browser bundles get
// ./steps.lazy.ts in its place (src/plugins/upgrade-notes), so a page's first load carries none of them.
import type {ShownStep} from '../../plugins/upgrade-notes/present';

declare const require: {context(dir: string, deep: boolean, filter: RegExp): (id: string) => unknown};
const all = require.context('@generated/upgrade-notes/default', false, /^\.\/\d+\.\d+\.json$/);

export const loadedStep = (version: string): ShownStep | undefined => all(`./${version}.json`) as ShownStep;

export const loadStep = (version: string): Promise<ShownStep | undefined> => Promise.resolve(loadedStep(version));
