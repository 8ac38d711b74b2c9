// The route manifest of the site checks (tests/site/manifest/, tests/site/declared-routes.txt) lists each
// docs version's routes. A version cut from master has master's pages at /docs/<version>/..., so its
// entries are master's, moved under the version.
import {csvRows} from '../../src/lib/csv';

/** `/docs/apis` gives `/docs/4.3/apis`; `/docs` gives `/docs/4.3`; anything else is left alone. */
export function routeInVersion(route: string, version: string): string {
  if (route === '/docs') return `/docs/${version}`;
  if (route.startsWith('/docs/')) return `/docs/${version}/${route.slice('/docs/'.length)}`;
  return route;
}

/** Whether a route belongs to master: under /docs but not under a version. */
export const isMasterRoute = (route: string, versions: string[]) =>
  (route === '/docs' || route.startsWith('/docs/')) && !versions.some((v) => route === `/docs/${v}` || route.startsWith(`/docs/${v}/`));

/**
 * A route list (one route a line, sorted by code unit, `#` comments before and after) with master's
 * routes added again under the new version, still sorted, the comments where they were.
 */
export function routeListWithVersion(text: string, version: string, olderVersions: string[]): string {
  const lines = text.replace(/\n$/, '').split('\n');
  const isRoute = (l: string) => l.trim() !== '' && !l.startsWith('#');
  const first = lines.findIndex(isRoute);
  const last = lines.length - 1 - [...lines].reverse().findIndex(isRoute);
  if (first === -1) return text;
  const routes = lines.slice(first, last + 1);
  if (!routes.every(isRoute)) throw new Error('comments or blank lines between routes: keep them before or after the list');
  const added = routes.filter((r) => isMasterRoute(r, olderVersions)).map((r) => routeInVersion(r, version));
  const all = [...new Set([...routes, ...added])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `${[...lines.slice(0, first), ...all, ...lines.slice(last + 1)].join('\n')}\n`;
}

/** Splits one CSV line (RFC 4180, no line breaks inside fields) into fields. */
export const csvFields = (line: string): string[] => csvRows(line)[0] ?? [''];

export const csvLine = (fields: string[]) => fields.map((f) => (/[",\n\r]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f)).join(',');

/**
 * A manifest CSV whose first column is the area (`docs-current`, `docs-4.2`, `general`) with master's
 * rows copied for the new version: area `docs-<version>` and every route field moved under it. The rows
 * go before the rows of the versions already there, so the areas stay newest first.
 */
export function csvWithVersion(text: string, version: string): string {
  // The manifest's CSV files end their lines with CRLF, as RFC 4180 has it; keep what the file uses.
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.replace(/\r?\n$/, '').split(/\r?\n/);
  const [header, ...rows] = lines;
  if (csvFields(header)[0] !== 'area') throw new Error(`the first column is "${csvFields(header)[0]}", not "area"`);
  const area = (line: string) => csvFields(line)[0];
  if (rows.some((r) => area(r) === `docs-${version}`)) throw new Error(`it already has rows of docs-${version}`);
  const copies = rows
    .filter((r) => area(r) === 'docs-current')
    .map((r) => csvLine(csvFields(r).map((f, i) => (i === 0 ? `docs-${version}` : routeInVersion(f, version)))));
  const at = rows.map(area).lastIndexOf('docs-current') + 1;
  return `${[header, ...rows.slice(0, at), ...copies, ...rows.slice(at)].join(eol)}${eol}`;
}
