import {describe, expect, it} from 'vitest';
import {chunkAssetRuntime, renamedChunks} from './chunk-asset';

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
