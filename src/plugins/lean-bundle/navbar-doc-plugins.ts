// The docs plugins whose doc lists the navbar reads from global data (see ./global-data-loader.js).
export interface NavbarItem {
  type?: string;
  docsPluginId?: string;
  items?: NavbarItem[];
  [other: string]: unknown;
}

const readsDocLists = new Set(['docsVersionDropdown', 'docsVersion', 'doc', 'docSidebar']);

/** The ids of the docs plugins named by navbar items that read doc lists, in dropdowns too. */
export function navbarDocPlugins(items: NavbarItem[]): string[] {
  const ids = new Set<string>();
  const visit = (item: NavbarItem) => {
    if (item.type && readsDocLists.has(item.type)) ids.add(item.docsPluginId ?? 'default');
    item.items?.forEach(visit);
  };
  items.forEach(visit);
  return [...ids].sort();
}
