// Replaces @docusaurus/core's ChunkAssetPlugin, whose `__webpack_require__.gca(chunkName)` gives the URL of
// a route chunk for link prefetching. The core's version carries a map from chunk name to chunk id for all
// 1,500 chunks in the runtime of every page (13 KB gzipped at 1,422 routes). With chunk ids set to chunk
// names (`optimization.chunkIds: 'named'`) a route chunk's name is its id, and the map is only of the
// chunks whose id differs from their name.
import type {Compilation as CompilationType, Compiler, RuntimeModule as RuntimeModuleType, sources as webpackSources} from 'webpack';

type RawSourceType = typeof webpackSources.RawSource;

type Bundler = {
  RuntimeModule: typeof RuntimeModuleType;
  RuntimeGlobals: {publicPath: string; getChunkScriptFilename: string};
  Compilation: typeof CompilationType;
  sources: {RawSource: RawSourceType};
};

/** The runtime code of `gca`; `renamed` maps the names of chunks whose id is not their name to their ids. */
export function chunkAssetRuntime(renamed: Record<string, string>, globals: Bundler['RuntimeGlobals']): string {
  const lookup = Object.keys(renamed).length ? `chunkId = ${JSON.stringify(renamed)}[chunkId] || chunkId; ` : '';
  return `__webpack_require__.gca = function(chunkId) { ${lookup}return ${globals.publicPath} + ${globals.getChunkScriptFilename}(chunkId); };`;
}

/**
 * Webpack's chunk filename function writes its map from chunk id to content hash as an object literal
 * inside the function: every chunk load and prefetch built the 1,600-entry object again (0.07 ms a
 * call, four times that on a phone, and the first call 1.7 ms). This moves the literal out, so that it
 * is built once, when the runtime starts. Throws if webpack's code no longer has that shape.
 */
export function hoistChunkHashes(code: string): string {
  const definition = code.indexOf('__webpack_require__.u = ');
  const literal = /\{(?:\s*"[^"\\]*":\s*"[^"\\]*",?)+\s*\}(?=\[chunkId\])/g;
  literal.lastIndex = definition;
  const match = definition < 0 ? null : literal.exec(code);
  if (!match || code.lastIndexOf('};', match.index) > definition) {
    throw new Error(`lean-bundle: the runtime's chunk filename function (__webpack_require__.u) has no map literal to hoist:\n${code.slice(Math.max(definition, 0), Math.max(definition, 0) + 400)}`);
  }
  const hoisted = `var chunkScriptHashes = ${match[0]};\n`;
  return code.slice(0, definition) + hoisted + code.slice(definition, match.index) + 'chunkScriptHashes' + code.slice(match.index + match[0].length);
}

/**
 * A file of the runtime chunk, with its chunk filename map hoisted. In `npm start`, a hot update of the
 * runtime chunk may carry only the runtime modules that changed (often just get_full_hash): with no
 * filename function in it, there is nothing to hoist. Any other runtime file must have the function.
 */
export function hoistInRuntimeFile(file: string, code: string): string {
  if (file.endsWith('.hot-update.js') && !code.includes('__webpack_require__.u = ')) return code;
  return hoistChunkHashes(code);
}

/** The names of chunks whose id differs from their name, mapped to their ids. */
export function renamedChunks(idToName: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(idToName).filter(([id, name]) => id !== name).map(([id, name]) => [name, id]));
}

export class ChunkAssetPlugin {
  /** `hoistHashes`: the chunk-hashes change (config/stock.ts). */
  constructor(
    private readonly bundler: Bundler,
    private readonly options: {hoistHashes: boolean} = {hoistHashes: true},
  ) {}

  apply(compiler: Compiler): void {
    const {RuntimeModule, RuntimeGlobals, Compilation, sources} = this.bundler;
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
      // Before the minifier, which keeps the hoisted map where it is.
      if (this.options.hoistHashes) compilation.hooks.processAssets.tap({name: 'lean-bundle-chunk-asset', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE}, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.hasRuntime()) continue;
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => new sources.RawSource(hoistInRuntimeFile(file, source.source().toString())));
          }
        }
      });
      compilation.hooks.additionalTreeRuntimeRequirements.tap('lean-bundle-chunk-asset', (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkAssetRuntimeModule());
      });
    });
  }
}
