// Splits Docusaurus's generated route table (.docusaurus/routes.js, registry.js, routesChunkNames.json)
// into a main table and lazily loaded "areas", for the browser bundle only. An area is the set of leaf
// routes (exact, no children) that share a path prefix of three segments, such as /docs/4.1/apis or
// /general/releases/4.2; prefixes with too few routes fold into their two-segment parent, and what is
// still small stays in the main table. Each area module carries its routes with their registry entries
// and chunk names, and puts them back in their original places in the route tree when it loads.

export interface RouteNode {
  path: string;
  component: {creator: [string, string?]};
  exact?: boolean;
  routes?: RouteNode[];
  [attribute: string]: unknown;
}

type ChunkNames = Record<string, unknown>;

export interface SplitInput {
  routesSource: string;
  registrySource: string;
  chunkNames: ChunkNames;
  // Absolute module paths the generated code imports.
  runtimeModule: string;
  // How an area module is named in the main table's import().
  areaRequest: (index: number) => string;
  minAreaRoutes?: number;
}

export interface SplitOutput {
  routes: string;
  registry: string;
  chunkNames: ChunkNames;
  areas: {prefix: string; code: string; routes: number}[];
  eagerRoutes: number;
}

export function parseRoutes(source: string): RouteNode[] {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/^export default /m, 'return ');
  if (!/^return \[/m.test(body)) {
    throw new Error('route-areas: .docusaurus/routes.js no longer has the expected shape (export default [...])');
  }
  const creator = (routePath: string, hash?: string) => ({creator: hash === undefined ? [routePath] : [routePath, hash]});
  return new Function('ComponentCreator', body)(creator) as RouteNode[];
}

// Each registry line: "name": [() => import(...), "module path", require.resolveWeak(...)],
export function parseRegistry(source: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const match of source.matchAll(/^\s*"([^"]+)": (\[\(\) => import\(.*\)\]),?$/gm)) {
    // The module path string serves server rendering only; the browser bundle gets it blank.
    entries.set(match[1], match[2].replace(/\), "[^"]*", require\.resolveWeak\(/, '), "", require.resolveWeak('));
  }
  if (entries.size === 0) {
    throw new Error('route-areas: .docusaurus/registry.js no longer has the expected entry shape');
  }
  return entries;
}

const routeKey = (route: RouteNode) => `${route.path}-${route.component.creator[1]}`;

function chunkNamesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesOf);
  return [];
}

function prefixOf(routePath: string, segments: number): string | undefined {
  const parts = routePath.toLowerCase().split('/').filter(Boolean);
  return parts.length >= segments ? `/${parts.slice(0, segments).join('/')}` : undefined;
}

interface Leaf {
  route: RouteNode;
  parent: number[];
  index: number;
}

function collectLeaves(routes: RouteNode[], parentPath: number[], out: Leaf[]): void {
  routes.forEach((route, index) => {
    if (route.routes) collectLeaves(route.routes, [...parentPath, index], out);
    else if (parentPath.length > 0 && route.exact) out.push({route, parent: parentPath, index});
  });
}

interface Group {
  prefix: string;
  leaves: Leaf[];
}

// Leaves are grouped by parent route as well as by prefix: an area's routes all go back into one list.
function groupLeaves(leaves: Leaf[], minAreaRoutes: number): Group[] {
  const byPrefix = (items: Leaf[], segments: number) => {
    const groups = new Map<string, Group>();
    for (const leaf of items) {
      const prefix = prefixOf(leaf.route.path, segments);
      if (!prefix) continue;
      const key = `${leaf.parent.join('.')} ${prefix}`;
      if (!groups.has(key)) groups.set(key, {prefix, leaves: []});
      groups.get(key)!.leaves.push(leaf);
    }
    return [...groups.values()];
  };
  const areas: Group[] = [];
  const leftovers: Leaf[] = [];
  for (const group of byPrefix(leaves, 3)) {
    if (group.leaves.length >= minAreaRoutes) areas.push(group);
    else leftovers.push(...group.leaves);
  }
  areas.push(...byPrefix(leftovers, 2).filter((group) => group.leaves.length >= minAreaRoutes));
  return areas;
}

function routeCode(route: RouteNode, indent: string): string {
  const [routePath, hash] = route.component.creator;
  const lines = [`path: ${JSON.stringify(route.path)}`, `component: ComponentCreator(${[routePath, hash].filter((x) => x !== undefined).map((x) => JSON.stringify(x)).join(', ')})`];
  for (const [key, value] of Object.entries(route)) {
    if (key === 'path' || key === 'component') continue;
    if (key === 'routes') lines.push(`routes: ${routesCode(value as RouteNode[], `${indent}  `)}`);
    else lines.push(`${key}: ${JSON.stringify(value)}`);
  }
  return `{\n${lines.map((line) => `${indent}  ${line}`).join(',\n')}\n${indent}}`;
}

function routesCode(routes: RouteNode[], indent: string): string {
  if (routes.length === 0) return '[]';
  return `[\n${routes.map((route) => `${indent}  ${routeCode(route, `${indent}  `)}`).join(',\n')}\n${indent}]`;
}

const registryObject = (names: Iterable<string>, registry: Map<string, string>) =>
  `{\n${[...names].map((name) => `  ${JSON.stringify(name)}: ${registry.get(name)}`).join(',\n')}\n}`;

export function splitRouteTable(input: SplitInput): SplitOutput {
  const routes = parseRoutes(input.routesSource);
  const registry = parseRegistry(input.registrySource);
  const leaves: Leaf[] = [];
  collectLeaves(routes, [], leaves);
  const areaGroups = groupLeaves(leaves, input.minAreaRoutes ?? 5);
  const lazy = new Set(areaGroups.flatMap((group) => group.leaves.map((leaf) => leaf.route)));

  // The main tree keeps every route not in an area; each parent that lost children remembers the
  // original positions of those it kept, so an area's routes go back where they were (order matters
  // to react-router: a leaf placed after a sibling that matches by prefix would never render).
  // Parents that lost children, by their path in the full tree: their path in the pruned tree, where the
  // browser finds them, and the original positions of the children they kept.
  const parents = new Map<string, {path: number[]; kept: number[]}>();
  const prune = (nodes: RouteNode[], originalPath: number[], prunedPath: number[]): RouteNode[] => {
    const kept: number[] = [];
    const result: RouteNode[] = [];
    nodes.forEach((node, index) => {
      if (lazy.has(node)) return;
      kept.push(index);
      result.push(node.routes ? {...node, routes: prune(node.routes, [...originalPath, index], [...prunedPath, result.length])} : node);
    });
    if (kept.length < nodes.length) parents.set(originalPath.join('.'), {path: prunedPath, kept});
    return result;
  };
  const mainRoutes = prune(routes, [], []);
  const parentList = [...parents.values()];
  const parentIndex = new Map([...parents.keys()].map((key, index) => [key, index]));

  const eagerRoutes: RouteNode[] = [];
  const walk = (nodes: RouteNode[]) => nodes.forEach((node) => { eagerRoutes.push(node); if (node.routes) walk(node.routes); });
  walk(mainRoutes);
  const mainChunkNames: ChunkNames = {};
  for (const route of eagerRoutes) {
    if (route.component.creator[1] !== undefined) mainChunkNames[routeKey(route)] = input.chunkNames[routeKey(route)];
  }
  const mainNames = new Set(Object.values(mainChunkNames).flatMap(chunkNamesOf));

  const areas = areaGroups.map(({prefix, leaves: group}) => {
    const areaChunkNames: ChunkNames = {};
    const names = new Set<string>();
    for (const {route} of group) {
      const chunks = input.chunkNames[routeKey(route)];
      areaChunkNames[routeKey(route)] = chunks;
      for (const name of chunkNamesOf(chunks)) if (!mainNames.has(name) && registry.has(name)) names.add(name);
    }
    const entries = group.map(({route, index}) => `[${index}, ${routeCode(route, '')}]`);
    const code = [
      `import ComponentCreator from '@docusaurus/ComponentCreator';`,
      `import registry from '@generated/registry';`,
      `import routesChunkNames from '@generated/routesChunkNames';`,
      `Object.assign(registry, ${registryObject(names, registry)});`,
      `Object.assign(routesChunkNames, ${JSON.stringify(areaChunkNames)});`,
      `export default [\n${entries.join(',\n')}\n];`,
      '',
    ].join('\n');
    return {prefix, code, routes: group.length, parent: group[0].parent};
  });

  const areaTable = areas.map((area, index) => {
    const parent = parentIndex.get(area.parent.join('.'))!;
    const chunkName = `route-area-${index}`;
    return `  [${JSON.stringify(area.prefix)}, ${parent}, "${chunkName}", () => import(/* webpackChunkName: "${chunkName}" */ ${JSON.stringify(input.areaRequest(index))})]`;
  });
  const parentTable = parentList.map((parent) => `  [${JSON.stringify(parent.path)}, ${JSON.stringify(parent.kept)}]`);
  const routesModule = [
    `import ComponentCreator from '@docusaurus/ComponentCreator';`,
    `import {defineAreas} from ${JSON.stringify(input.runtimeModule)};`,
    `const routes = ${routesCode(mainRoutes, '')};`,
    `defineAreas(routes, [\n${parentTable.join(',\n')}\n], [\n${areaTable.join(',\n')}\n]);`,
    `export default routes;`,
    '',
  ].join('\n');

  return {
    routes: routesModule,
    registry: `export default ${registryObject([...registry.keys()].filter((name) => mainNames.has(name)), registry)};\n`,
    chunkNames: mainChunkNames,
    areas: areas.map(({prefix, code, routes: count}) => ({prefix, code, routes: count})),
    eagerRoutes: eagerRoutes.length,
  };
}
