// What a reader chose in the filter of an upgrade notes page, read from and written to the address, so
// that a filtered view can be shared: ?from=4.1&component=core_course&kind=deprecated,removed&q=cron.
import {compareVersions} from '../../lib/releaseStatus';

export const kinds = ['added', 'changed', 'deprecated', 'removed'] as const;
export type Kind = (typeof kinds)[number];

export interface FilterState {
  /** The version the reader upgrades from: the page's own step is always part of the view. */
  from: string;
  to: string;
  component: string;
  kinds: Kind[];
  text: string;
}

/** The versions a page offers, oldest first, and the page's own: froms end before it, tos start at it. */
export interface Offer {
  versions: string[];
  version: string;
}

const before = ({versions, version}: Offer) => versions.filter((v) => compareVersions(v, version) < 0);
export const fromChoices = (offer: Offer): string[] => before(offer);
export const toChoices = ({versions, version}: Offer): string[] => versions.filter((v) => compareVersions(v, version) >= 0);

/** The kinds a reader ticked none of: the view shows nothing, which differs from the default (all). */
const noKind = 'none';

/** The page's default: its own step, every component and kind. */
export function defaultState(offer: Offer): FilterState {
  return {from: before(offer).pop() ?? offer.version, to: offer.version, component: '', kinds: [...kinds], text: ''};
}

/** The state a query string asks for, within what the page offers; unknown values fall back to the default. */
export function readState(search: string, offer: Offer): FilterState {
  const params = new URLSearchParams(search);
  const state = defaultState(offer);
  const from = params.get('from');
  if (from && fromChoices(offer).includes(from)) state.from = from;
  const to = params.get('to');
  if (to && toChoices(offer).includes(to)) state.to = to;
  state.component = params.get('component') ?? '';
  const kind = params.get('kind');
  const wanted = (kind ?? '').split(',').filter((k): k is Kind => (kinds as readonly string[]).includes(k));
  if (wanted.length || kind === noKind) state.kinds = kinds.filter((k) => wanted.includes(k));
  state.text = params.get('q') ?? '';
  return state;
}

/** The query string of a state: only what differs from the page's default. */
export function writeState(state: FilterState, offer: Offer): string {
  const initial = defaultState(offer);
  const params = new URLSearchParams();
  if (state.from !== initial.from) params.set('from', state.from);
  if (state.to !== initial.to) params.set('to', state.to);
  if (state.component) params.set('component', state.component);
  if (state.kinds.length !== kinds.length) params.set('kind', state.kinds.length ? state.kinds.join(',') : noKind);
  if (state.text) params.set('q', state.text);
  // A comma needs no escape in a query: `kind=deprecated,removed` reads better in a shared address.
  const query = params.toString().replace(/%2C/gi, ',');
  return query ? `?${query}` : '';
}

/** The steps (a version's changes since the one before) a state shows: every version after `from` up to `to`. */
export const stepsShown = (state: FilterState, offer: Offer): string[] =>
  offer.versions.filter((v) => compareVersions(v, state.from) > 0 && compareVersions(v, state.to) <= 0);

/** `1 change`, `12 changes`. */
export const changesLabel = (n: number): string => `${n} ${n === 1 ? 'change' : 'changes'}`;
