// Keeps most of the route table out of the browser's main bundle (see ./split.ts for how it is cut).
// Docusaurus puts every route, its chunk names and its registry entry in the main bundle, so every page
// pays for all 1,400 routes. For production browser builds this plugin writes a pruned table and one
// module per area to .docusaurus/route-areas/, points the client's @generated imports at them, and swaps
// the core's preload for ./client/preload.ts, which loads a path's areas first, and its window.docusaurus
// for ./client/docusaurus.ts, whose link prefetching knows the areas and waits for idle time. Server
// rendering and the dev server keep the stock table. It also keys the client manifest's chunks by module
// path (./module-origins.ts), so that each page's HTML names its route chunks. Each of the two has a
// switch (config/stock.ts).
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {splitRouteTable} from './split';
import {ModuleOriginsPlugin} from './module-origins';
import {changeIsOn} from '../../../config/stock';

const coreClient = path.dirname(require.resolve('@docusaurus/core/lib/client/preload.js'));

export default function routeAreasPlugin(context: {generatedFilesDir: string}): Plugin {
  return {
    name: 'route-areas',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') return {};
      const generated = context.generatedFilesDir;
      const moduleOrigins = changeIsOn('module-origins')
        ? [new ModuleOriginsPlugin(path.join(generated, 'client-manifest.json'), path.join(generated, 'registry.js'))]
        : [];
      if (!changeIsOn('route-areas')) return {plugins: moduleOrigins};
      const outDir = path.join(generated, 'route-areas');
      const split = splitRouteTable({
        routesSource: fs.readFileSync(path.join(generated, 'routes.js'), 'utf8'),
        registrySource: fs.readFileSync(path.join(generated, 'registry.js'), 'utf8'),
        chunkNames: JSON.parse(fs.readFileSync(path.join(generated, 'routesChunkNames.json'), 'utf8')),
        runtimeModule: path.join(__dirname, 'client', 'areas.ts'),
        areaRequest: (index) => path.join(outDir, `area-${index}.js`),
      });
      fs.rmSync(outDir, {recursive: true, force: true});
      fs.mkdirSync(outDir, {recursive: true});
      fs.writeFileSync(path.join(outDir, 'routes.js'), split.routes);
      fs.writeFileSync(path.join(outDir, 'registry.js'), split.registry);
      fs.writeFileSync(path.join(outDir, 'routesChunkNames.json'), JSON.stringify(split.chunkNames));
      split.areas.forEach((area, index) => fs.writeFileSync(path.join(outDir, `area-${index}.js`), area.code));
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const generatedModule = (name: string, file: string) =>
        new NormalModuleReplacementPlugin(new RegExp(`^@generated/${name}$`), path.join(outDir, file));
      return {
        plugins: [
          ...moduleOrigins,
          generatedModule('routes', 'routes.js'),
          generatedModule('registry', 'registry.js'),
          generatedModule('routesChunkNames', 'routesChunkNames.json'),
          // Only the core client's own relative imports: the replacements import the originals by full path.
          new NormalModuleReplacementPlugin(/^\.\/(preload|docusaurus)$/, (resource: {context?: string; request: string}) => {
            if (resource.context === coreClient) resource.request = path.join(__dirname, 'client', `${resource.request.slice(2)}.ts`);
          }),
        ],
      };
    },
  };
}
