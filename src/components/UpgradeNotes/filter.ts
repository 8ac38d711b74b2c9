// Shows only the items of an upgrade notes page that a reader's filter keeps: loaded when the reader first
// uses the filter, or when the page's address asks for a filtered view. It works on the page as it stands,
// served markup and lists rendered in the browser alike, by their data attributes.
import {changesLabel, type FilterState, kinds} from './state';

export interface FilterResult {
  shown: number;
  total: number;
}

const all = (root: ParentNode, selector: string): HTMLElement[] => Array.from(root.querySelectorAll(selector)) as HTMLElement[];

/**
 * Hides the items and component groups the state leaves out; returns how many items remain. A folded
 * group (API changes) counts what it keeps in its summary, and unfolds when the filter leaves anything
 * out: what the reader looked for is then in view.
 */
export function applyFilter(root: ParentNode, state: FilterState): FilterResult {
  const words = state.text.toLowerCase().split(/\s+/).filter(Boolean);
  const looking = Boolean(state.component) || words.length > 0 || state.kinds.length < kinds.length;
  let shown = 0;
  let total = 0;
  for (const group of all(root, '[data-upgrade-group]')) {
    const componentShown = !state.component || group.dataset.upgradeGroup === state.component;
    let left = 0;
    const items = all(group, 'li[data-kind]');
    for (const item of items) {
      total++;
      const text = item.textContent?.toLowerCase() ?? '';
      const keep = componentShown && (state.kinds as string[]).includes(item.dataset.kind ?? '') && words.every((w) => text.includes(w));
      item.hidden = !keep;
      if (keep) left++;
    }
    group.hidden = left === 0;
    shown += left;
    const count = group.querySelector(':scope > summary [data-upgrade-count]');
    if (count) {
      const label = left === items.length ? changesLabel(items.length) : `${left} of ${changesLabel(items.length)}`;
      // Only a change: the filter runs again on every change to the lists' children.
      if (count.textContent !== label) count.textContent = label;
      if (looking && left > 0) (group as HTMLDetailsElement).open = true;
    }
  }
  for (const list of all(root, '[data-upgrade-list]')) {
    const empty = list.querySelector('[data-upgrade-empty]') as HTMLElement | null;
    if (empty) empty.hidden = all(list, '[data-upgrade-group]').some((g) => !g.hidden) || !list.querySelector('[data-upgrade-group]');
  }
  return {shown, total};
}
