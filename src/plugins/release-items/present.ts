// What a release page shows of its items, worked out at build time from the whole model: each key's
// address, the other releases that list the same key, the groups of a long section and the counts the
// page states. Both the remark plugin (headings, counts) and the list component (items) read it.
import {trackerUrl as trackerBase} from '../remark-tracker-links';
import type {ItemsModel} from './load';
import type {Item, ItemKind} from './types';

export const trackerUrl = (key: string): string => `${trackerBase}${key}`;

export interface ShownItem {
  key: string;
  href: string;
  summary: string;
  kind: ItemKind;
  /** Further keys the item names, with their addresses. */
  keys?: {key: string; href: string}[];
  /** The other releases that list the same key: where else the fix shipped. */
  also?: {release: string; page: string}[];
}

export interface ShownGroup {
  /** The component, or null for a section shown as one list, or for the items of no component. */
  component: string | null;
  items: ShownItem[];
}

export interface ShownSection {
  title: string;
  groups: ShownGroup[];
}

export interface ShownRelease {
  release: string;
  sections: ShownSection[];
}

/** Sections longer than this are grouped by component, so that a reader can scan them. */
export const GROUP_OVER = 15;

/** Orders releases as a reader expects: 4.1.10 after 4.1.9, v3.10.0 after v3.9.5. */
function compareReleases(a: string, b: string): number {
  const pa = a.replace(/^v/, '').split('.');
  const pb = b.replace(/^v/, '').split('.');
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (Number(pa[i] ?? -1) || 0) - (Number(pb[i] ?? -1) || 0);
    if (d) return d;
  }
  return 0;
}

function shownItem(model: ItemsModel, release: string, item: Item): ShownItem {
  const also = (model.releasesOfKey.get(item.key) ?? [])
    .filter((other) => other.release !== release)
    .map(({release: name, page}) => ({release: name, page}))
    .sort((a, b) => compareReleases(b.release, a.release));
  return {
    key: item.key,
    href: item.url ?? trackerUrl(item.key),
    summary: item.summary,
    kind: item.kind,
    ...(item.keys ? {keys: item.keys.map((key) => ({key, href: trackerUrl(key)}))} : {}),
    ...(also.length ? {also} : {}),
  };
}

function groups(model: ItemsModel, release: string, items: Item[]): ShownGroup[] {
  const components = new Set(items.map((i) => i.component ?? null));
  if (items.length <= GROUP_OVER || components.size < 2) return [{component: null, items: items.map((i) => shownItem(model, release, i))}];
  const named = [...components].filter((c): c is string => c !== null).sort((a, b) => a.localeCompare(b, 'en'));
  const ordered: (string | null)[] = [...named, ...(components.has(null) ? [null] : [])];
  return ordered.map((component) => ({
    component,
    items: items.filter((i) => (i.component ?? null) === component).map((i) => shownItem(model, release, i)),
  }));
}

export function showRelease(model: ItemsModel, release: string): ShownRelease | undefined {
  const items = model.releases.get(release);
  if (!items) return undefined;
  return {
    release,
    sections: items.sections.map((section) => ({title: section.title, groups: groups(model, release, section.items)})),
  };
}

const kindNames: Record<ItemKind, [string, string]> = {
  advisory: ['security advisory', 'security advisories'],
  security: ['security fix', 'security fixes'],
  feature: ['new feature', 'new features'],
  improvement: ['improvement', 'improvements'],
  fix: ['bug fix', 'bug fixes'],
  accessibility: ['accessibility change', 'accessibility changes'],
  performance: ['performance change', 'performance changes'],
  developer: ['change for developers', 'changes for developers'],
  deprecation: ['deprecation', 'deprecations'],
  removal: ['removal', 'removals'],
  task: ['maintenance task', 'maintenance tasks'],
};

const listed = (parts: string[]) => (parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);

/** "82 changes: 70 bug fixes, 9 improvements and 3 security advisories", from the items themselves. */
export function countsSentence(shown: ShownRelease): string {
  const counts = new Map<ItemKind, number>();
  let total = 0;
  for (const section of shown.sections) {
    for (const group of section.groups) {
      for (const item of group.items) {
        counts.set(item.kind, (counts.get(item.kind) ?? 0) + 1);
        total++;
      }
    }
  }
  const parts = [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, n]) => `${n} ${kindNames[kind][n === 1 ? 0 : 1]}`);
  return `${total} ${total === 1 ? 'change' : 'changes'}: ${listed(parts)}`;
}
