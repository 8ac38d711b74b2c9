import {describe, expect, it} from 'vitest';
import {buildCacheDir} from './buildCache';

describe('buildCacheDir', () => {
  it('is a folder beside the bundler cache, or null when the persistent cache is off', () => {
    expect(buildCacheDir('/site', 'minify-js', {})).toBe('/site/node_modules/.cache/minify-js');
    expect(buildCacheDir('/site', 'minify-js', {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'})).toBeNull();
  });
});
