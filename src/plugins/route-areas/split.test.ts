import {describe, expect, it} from 'vitest';
import {parseRoutes, splitRouteTable, type RouteNode} from './split';
import {defineAreas, loadAreas} from './client/areas';

// A route table in the shape Docusaurus generates: pages, then a docs plugin whose version route holds
// tag pages and a DocRoot route holding the docs.
const leaf = (routePath: string, hash: string, extra = '') =>
  `{\n path: '${routePath}',\n component: ComponentCreator('${routePath}', '${hash}'),\n exact: true${extra}\n}`;
const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  ${leaf('/search', 's01')},
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'd00'),
    routes: [
      {
        path: '/docs',
        component: ComponentCreator('/docs', 'd01'),
        routes: [
          ${leaf('/docs/tags', 't00')},
          ${leaf('/docs/tags/access', 't01')},
          ${leaf('/docs/tags/forms', 't02')},
          {
            path: '/docs',
            component: ComponentCreator('/docs', 'd02'),
            routes: [
              ${leaf('/docs/intro', 'i01', ",\n sidebar: \"docs\"")},
              ${leaf('/docs/apis/core/dml', 'a01', ",\n sidebar: \"docs\"")},
              ${leaf('/docs/apis/core/files', 'a02', ",\n sidebar: \"docs\"")},
              ${leaf('/docs/guides/upgrade', 'g01', ",\n sidebar: \"docs\"")}
            ]
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const routeKeys: Record<string, string> = {
  '/search-s01': 'search',
  '/docs-d00': 'docsRoot',
  '/docs-d01': 'version',
  '/docs-d02': 'docRoot',
  '/docs/tags-t00': 'tagList',
  '/docs/tags/access-t01': 'tagAccess',
  '/docs/tags/forms-t02': 'tagForms',
  '/docs/intro-i01': 'intro',
  '/docs/apis/core/dml-a01': 'dml',
  '/docs/apis/core/files-a02': 'files',
  '/docs/guides/upgrade-g01': 'upgrade',
};
const chunkNames = Object.fromEntries(
  Object.entries(routeKeys).map(([key, content]) => [key, {__comp: key.startsWith('/docs/') && !key.startsWith('/docs/tags') ? 'docItem' : `comp-${content}`, content, __context: {plugin: 'docsPlugin'}}]),
);
const registryNames = [...new Set(Object.values(chunkNames).flatMap((c) => [c.__comp, c.content, c.__context.plugin]))];
const registrySource = `export default {\n${registryNames
  .map((name) => `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "@site/${name}.md"), "@site/${name}.md", require.resolveWeak("@site/${name}.md")],`)
  .join('\n')}\n};\n`;

const split = splitRouteTable({routesSource, registrySource, chunkNames, runtimeModule: '/runtime/areas.ts', areaRequest: (i) => `/areas/${i}.js`, minAreaRoutes: 2});

const paths = (routes: RouteNode[] | {path: string; routes?: unknown[]}[]): unknown[] =>
  routes.map((route) => (route.routes ? [route.path, paths(route.routes as RouteNode[])] : route.path));

// Runs a generated module: its imports become the given bindings, import() of an area resolves to that
// area's module, and ComponentCreator returns the arguments it was given.
function run(code: string, bindings: Record<string, unknown>, areas: Record<string, unknown> = {}) {
  const body = code
    .replace(/^import .*$/gm, '')
    .replace(/import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\)/g, 'areaModule($1)')
    .replace(/^export default /m, 'return ');
  const names = Object.keys(bindings);
  return new Function(...names, 'areaModule', body)(...names.map((n) => bindings[n]), (request: string) => Promise.resolve(areas[request]));
}

describe('route areas: splitting the route table', () => {
  it('moves leaf routes sharing a three-segment prefix into an area, folding small groups into two segments', () => {
    expect(split.areas.map(({prefix, routes}) => [prefix, routes])).toEqual([
      ['/docs/apis/core', 2],
      ['/docs/tags', 2],
    ]);
    // /docs/tags itself has two segments: kept, like /docs/intro and the lone /docs/guides/upgrade.
    expect(split.eagerRoutes).toBe(8);
  });

  it('keeps in the main table only the chunk names and registry entries its own routes use', () => {
    expect(Object.keys(split.chunkNames)).not.toContain('/docs/apis/core/dml-a01');
    expect(Object.keys(split.chunkNames)).toContain('/docs/intro-i01');
    expect(split.registry).not.toContain('"dml"');
    // Shared by kept and moved routes: stays in main.
    expect(split.registry).toContain('"docItem"');
    // Module path strings serve server rendering only.
    expect(split.registry).toContain('"@site/intro.md"), "", require.resolveWeak("@site/intro.md")');
  });

  it('puts every route back in its original place once the areas a path needs are loaded', async () => {
    const registry: Record<string, unknown> = {};
    const routesChunkNames: Record<string, unknown> = {};
    const ComponentCreator = (...args: string[]) => ({creator: args});
    const areaModules = Object.fromEntries(
      split.areas.map((area, i) => [`/areas/${i}.js`, {default: run(area.code, {ComponentCreator, registry, routesChunkNames, require: {resolveWeak: String}})}]),
    );
    const routes = run(split.routes, {ComponentCreator, defineAreas}, areaModules);
    const full = paths(parseRoutes(routesSource));
    expect(paths(routes)).not.toEqual(full);

    await loadAreas('/docs/apis/core/dml');
    expect(JSON.stringify(paths(routes))).toContain('/docs/apis/core/files');
    expect(JSON.stringify(paths(routes))).not.toContain('/docs/tags/access');
    expect(routesChunkNames['/docs/apis/core/dml-a01']).toEqual(chunkNames['/docs/apis/core/dml-a01']);
    expect(registry).toHaveProperty('dml');

    // Tag pages come before the DocRoot route that would otherwise match them by prefix.
    await loadAreas('/Docs/Tags/forms/');
    expect(paths(routes)).toEqual(full);
  });

  it('fails loudly when the generated table changes shape', () => {
    expect(() => parseRoutes('export const routes = [];')).toThrow(/no longer has the expected shape/);
    expect(() => splitRouteTable({routesSource, registrySource: 'export default {};', chunkNames, runtimeModule: '', areaRequest: String})).toThrow(
      /registry\.js no longer has the expected entry shape/,
    );
  });
});
