// Replaces @docusaurus/core's ChunkAssetPlugin, whose `__webpack_require__.gca(chunkName)` gives the URL of
// a route chunk for link prefetching. The core's version carries a map from chunk name to chunk id for all
// 1,500 chunks in the runtime of every page (13 KB gzipped at 1,422 routes). With chunk ids set to chunk
// names (`optimization.chunkIds: 'named'`) a route chunk's name is its id, and the map is only of the
// chunks whose id differs from their name.
import type {Compiler, RuntimeModule as RuntimeModuleType} from 'webpack';

type Bundler = {RuntimeModule: typeof RuntimeModuleType; RuntimeGlobals: {publicPath: string; getChunkScriptFilename: string}};

/** The runtime code of `gca`; `renamed` maps the names of chunks whose id is not their name to their ids. */
export function chunkAssetRuntime(renamed: Record<string, string>, globals: Bundler['RuntimeGlobals']): string {
  const lookup = Object.keys(renamed).length ? `chunkId = ${JSON.stringify(renamed)}[chunkId] || chunkId; ` : '';
  return `__webpack_require__.gca = function(chunkId) { ${lookup}return ${globals.publicPath} + ${globals.getChunkScriptFilename}(chunkId); };`;
}

/** The names of chunks whose id differs from their name, mapped to their ids. */
export function renamedChunks(idToName: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(idToName).filter(([id, name]) => id !== name).map(([id, name]) => [name, id]));
}

export class ChunkAssetPlugin {
  constructor(private readonly bundler: Bundler) {}

  apply(compiler: Compiler): void {
    const {RuntimeModule, RuntimeGlobals} = this.bundler;
    class ChunkAssetRuntimeModule extends RuntimeModule {
      constructor() {
        super('ChunkAssetRuntimeModule', RuntimeModule.STAGE_ATTACH);
        // Generated once chunk ids are final, as the core's module is.
        this.fullHash = true;
      }
      generate(): string {
        return chunkAssetRuntime(renamedChunks(this.chunk!.getChunkMaps(false).name), RuntimeGlobals);
      }
    }
    compiler.hooks.thisCompilation.tap('lean-bundle-chunk-asset', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap('lean-bundle-chunk-asset', (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkAssetRuntimeModule());
      });
    });
  }
}
