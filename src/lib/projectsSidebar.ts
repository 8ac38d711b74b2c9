// The Projects sidebar: one category a status (Active, Complete, ...), each listing its projects in
// the order data/projects.json gives them. A status with no project is left out.
export interface ProjectsData {
  statuses: string[];
  projects: {doc: string; status: string}[];
}

export interface StatusCategory {
  type: 'category';
  label: string;
  collapsible: true;
  collapsed: false;
  items: {type: 'doc'; id: string}[];
}

export function projectItems({statuses, projects}: ProjectsData): StatusCategory[] {
  const unknown = projects.filter((p) => !statuses.includes(p.status));
  if (unknown.length) {
    throw new Error(
      `data/projects.json: ${unknown.map((p) => `"${p.doc}" has status "${p.status}"`).join(', ')}; statuses are ${statuses.join(', ')}`,
    );
  }
  return statuses
    .map((status) => ({
      type: 'category' as const,
      label: status,
      collapsible: true as const,
      collapsed: false as const,
      items: projects.filter((p) => p.status === status).map((p) => ({type: 'doc' as const, id: p.doc})),
    }))
    .filter((category) => category.items.length > 0);
}
