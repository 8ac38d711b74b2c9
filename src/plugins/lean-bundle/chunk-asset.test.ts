import {describe, expect, it} from 'vitest';
import {chunkAssetRuntime, hoistChunkHashes, hoistInRuntimeFile, renamedChunks} from './chunk-asset';

const globals = {publicPath: '__webpack_require__.p', getChunkScriptFilename: '__webpack_require__.u'};

describe('renamedChunks', () => {
  it('keeps only the chunks whose id is not their name, keyed by name', () => {
    expect(renamedChunks({a7bd4aaa: 'a7bd4aaa', '42': 'highlighter', 'route-area-3': 'route-area-3'})).toEqual({highlighter: '42'});
  });
});

describe('chunkAssetRuntime', () => {
  const gca = (renamed: Record<string, string>) => {
    const webpackRequire = {p: '/base/', u: (id: string) => `assets/js/${id}.0123abcd.js`, gca: (name: string) => name};
    new Function('__webpack_require__', chunkAssetRuntime(renamed, globals))(webpackRequire);
    return webpackRequire.gca;
  };

  it('gives the file of a chunk named by its id without a lookup table', () => {
    const code = chunkAssetRuntime({}, globals);
    expect(code).not.toContain('{"');
    expect(gca({})('a7bd4aaa')).toBe('/base/assets/js/a7bd4aaa.0123abcd.js');
  });

  it('looks up the id of a chunk named otherwise', () => {
    const lookup = gca({highlighter: '42'});
    expect(lookup('highlighter')).toBe('/base/assets/js/42.0123abcd.js');
    expect(lookup('a7bd4aaa')).toBe('/base/assets/js/a7bd4aaa.0123abcd.js');
  });
});

describe('hoistChunkHashes', () => {
  // The shape Rspack writes for `assets/js/[id].[contenthash:8].js`, in the runtime chunk's own scope.
  const webpackCode = [
    '(() => {',
    '// This function allow to reference chunks',
    '__webpack_require__.u = (chunkId) => {',
    '  // return url for filenames based on template',
    '  return "assets/js/" + chunkId + "." + {"0058b4c6": "e6af7985","route-area-8": "24f05a53"}[chunkId] + ".js"',
    '}',
    '})();',
  ].join('\n');

  it('builds the map once, outside the function, and names the same files', () => {
    const hoisted = hoistChunkHashes(webpackCode);
    expect(hoisted).toContain('var chunkScriptHashes = {"0058b4c6": "e6af7985","route-area-8": "24f05a53"};\n__webpack_require__.u = ');
    expect(hoisted.slice(hoisted.indexOf('__webpack_require__.u'))).not.toContain('{"');
    const files = (code: string) => {
      const webpackRequire = {u: (id: string) => id};
      new Function('__webpack_require__', code)(webpackRequire);
      return ['0058b4c6', 'route-area-8'].map((id) => webpackRequire.u(id));
    };
    expect(files(hoisted)).toEqual(['assets/js/0058b4c6.e6af7985.js', 'assets/js/route-area-8.24f05a53.js']);
    expect(files(hoisted)).toEqual(files(webpackCode));
  });

  it('fails the build, showing the code, when webpack writes the function otherwise', () => {
    expect(() => hoistChunkHashes('__webpack_require__.u = (chunkId) => ("assets/js/" + chunkId + ".js");')).toThrow(/no map literal to hoist/);
    // A map further on, in another runtime function, is not this one's.
    expect(() => hoistChunkHashes('__webpack_require__.u = (chunkId) => {\n return chunkId;\n};\n__webpack_require__.miniCssF = (chunkId) => {\n return {"a": "b"}[chunkId];\n};')).toThrow(/no map literal/);
  });
});

describe('hoistInRuntimeFile', () => {
  // A hot update of the runtime chunk in `npm start` after a page was added: only get_full_hash changed.
  const hotUpdate = [
    'exports.ids = ["runtime~main"];',
    'exports.modules = {};',
    'exports.runtime = function(__webpack_require__) {',
    '/* webpack/runtime/get_full_hash */',
    '(() => {',
    '__webpack_require__.h = () => ("8d1e6f0c3b2a4f5e")',
    '})();',
    '};',
  ].join('\n');

  it('leaves a hot update without the chunk filename function as it is', () => {
    expect(hoistInRuntimeFile('runtime~main.8d1e6f0c3b2a4f5e.hot-update.js', hotUpdate)).toBe(hotUpdate);
  });

  it('hoists the map of a hot update that carries the function, and still refuses a runtime file without it', () => {
    const withFunction = `${hotUpdate}\n__webpack_require__.u = (chunkId) => {\n  return "assets/js/" + chunkId + "." + {"a1": "b2"}[chunkId] + ".js"\n}`;
    expect(hoistInRuntimeFile('runtime~main.1.hot-update.js', withFunction)).toContain('var chunkScriptHashes = {"a1": "b2"};');
    expect(() => hoistInRuntimeFile('runtime~main.js', hotUpdate)).toThrow(/no map literal to hoist/);
  });
});
