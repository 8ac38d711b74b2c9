// The doc ids whose description a generated category index shows on a card: the doc items directly
// inside a category whose link is a generated index, in any sidebar of any version of any docs plugin.
interface SidebarItem {
  type: string;
  id?: string;
  items?: SidebarItem[];
  link?: {type: string};
}
interface DocsContent {
  loadedVersions: {sidebars: Record<string, SidebarItem[]>}[];
}

export function cardDocIds(docsInstances: Record<string, unknown> | undefined): string[] {
  const ids = new Set<string>();
  const visit = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category' || !item.items) continue;
      if (item.link?.type === 'generated-index') {
        for (const child of item.items) if ((child.type === 'doc' || child.type === 'ref') && child.id) ids.add(child.id);
      }
      visit(item.items);
    }
  };
  for (const content of Object.values(docsInstances ?? {}) as DocsContent[]) {
    for (const version of content.loadedVersions) Object.values(version.sidebars).forEach(visit);
  }
  return [...ids].sort();
}
