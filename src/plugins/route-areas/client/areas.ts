// Browser side of the route areas (see ../split.ts): the main route table registers its areas here, and
// the wrapped preload loads the areas a path needs before Docusaurus matches it against the table.
import type {RouteConfig} from 'react-router-config';

type AreaModule = {default: [number, RouteConfig][]};
interface Area {
  prefix: string;
  chunkName: string;
  siblings: RouteConfig[];
  load: () => Promise<AreaModule>;
  loading?: Promise<void>;
}

const areas: Area[] = [];
// Each route's position among its siblings in the full table, so that loaded routes go back in order.
const position = new WeakMap<RouteConfig, number>();

export function defineAreas(
  routes: RouteConfig[],
  parents: [number[], number[]][],
  table: [string, number, string, () => Promise<AreaModule>][],
): void {
  const siblingLists = parents.map(([indexPath, kept]) => {
    const parent = indexPath.reduce<{routes?: RouteConfig[]}>((node, index) => node.routes![index], {routes});
    parent.routes!.forEach((route, k) => position.set(route, kept[k]));
    return parent.routes!;
  });
  for (const [prefix, parent, chunkName, load] of table) areas.push({prefix, chunkName, siblings: siblingLists[parent], load});
}

function needs(area: Area, pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path === area.prefix || path.startsWith(`${area.prefix}/`);
}

function load(area: Area): Promise<void> {
  area.loading ??= area.load().then(
    ({default: entries}) => {
      for (const [index, route] of entries) {
        position.set(route, index);
        area.siblings.push(route);
      }
      area.siblings.sort((a, b) => position.get(a)! - position.get(b)!);
    },
    (error: unknown) => {
      // Let the next navigation try again (a flaky network, or the offline app not installed yet).
      area.loading = undefined;
      throw error;
    },
  );
  return area.loading;
}

function areasFor(pathname: string): Area[] {
  const paths = [pathname, safeDecode(pathname)];
  return areas.filter((area) => paths.some((path) => needs(area, path)));
}

export function loadAreas(pathname: string): Promise<void> {
  return Promise.all(areasFor(pathname).map(load)).then(() => undefined);
}

// The webpack chunk names of the areas a path needs that have not started loading, for prefetching.
export function unloadedAreaChunks(pathname: string): string[] {
  return areasFor(pathname).filter((area) => !area.loading).map((area) => area.chunkName);
}

function safeDecode(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
