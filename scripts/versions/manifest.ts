// The route manifest of the site checks (tests/site/manifest/, tests/site/declared-routes.txt) lists each
// docs version's routes. A version cut from master has master's pages at /docs/<version>/..., so its
// entries are master's, moved under the version.

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
 * A route list (one route a line, `#` comments, sorted by code unit) with master's routes added again
 * under the new version, still sorted.
 */
export function routeListWithVersion(text: string, version: string, olderVersions: string[]): string {
  const lines = text.split('\n');
  const comments = lines.filter((l) => l.startsWith('#'));
  const routes = lines.filter((l) => l.trim() && !l.startsWith('#'));
  const added = routes.filter((r) => isMasterRoute(r, olderVersions)).map((r) => routeInVersion(r, version));
  const all = [...new Set([...routes, ...added])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `${[...comments, ...all].join('\n')}\n`;
}

/** Splits one CSV line (RFC 4180, no line breaks inside fields) into fields. */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields;
}

export const csvLine = (fields: string[]) => fields.map((f) => (/[",\n\r]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f)).join(',');

/**
 * A manifest CSV whose first column is the area (`docs-current`, `docs-4.2`, `general`) with master's
 * rows copied for the new version: area `docs-<version>` and every route field moved under it. The rows
 * go before the rows of the versions already there, so the areas stay newest first.
 */
export function csvWithVersion(text: string, version: string): string {
  const lines = text.replace(/\n$/, '').split('\n');
  const [header, ...rows] = lines;
  if (csvFields(header)[0] !== 'area') throw new Error(`the first column is "${csvFields(header)[0]}", not "area"`);
  const area = (line: string) => csvFields(line)[0];
  if (rows.some((r) => area(r) === `docs-${version}`)) throw new Error(`it already has rows of docs-${version}`);
  const copies = rows
    .filter((r) => area(r) === 'docs-current')
    .map((r) => csvLine(csvFields(r).map((f, i) => (i === 0 ? `docs-${version}` : routeInVersion(f, version)))));
  const lastMaster = rows.map(area).lastIndexOf('docs-current');
  const at = lastMaster + 1;
  return `${[header, ...rows.slice(0, at), ...copies, ...rows.slice(at)].join('\n')}\n`;
}
