// The shape of data/release-items/<branch>.json (data/release-items/schema.json is the contract).

export type ItemKind =
  | 'advisory'
  | 'security'
  | 'feature'
  | 'improvement'
  | 'fix'
  | 'accessibility'
  | 'performance'
  | 'developer'
  | 'deprecation'
  | 'removal'
  | 'task';

export interface Item {
  key: string;
  kind: ItemKind;
  component?: string;
  summary: string;
  keys?: string[];
  url?: string;
}

export interface Section {
  /** "Major features / Quiz" is the sub-heading Quiz under Major features. */
  title: string;
  items: Item[];
}

export interface ReleaseItems {
  release: string;
  /** The route of the release's page. */
  page: string;
  sections: Section[];
}

export interface ItemsFile {
  $schema?: string;
  releases: ReleaseItems[];
}

/**
 * The items file a release belongs to: a server branch (4.2 for 4.2.1, 3.10 for 3.10.4) or an app
 * series (app-v3 for /general/app_releases/v3/v3.9.5).
 */
export function branchOfRelease(page: string, release: string): string {
  const app = /^\/general\/app_releases\/(v[^/]+)/.exec(page);
  if (app) return `app-${app[1]}`;
  return release.split('.').slice(0, 2).join('.');
}
