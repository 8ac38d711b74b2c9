import {describe, expect, it} from 'vitest';
import {servedRoute, twinPath} from './twinPath';

describe('twin paths', () => {
  it('puts .md after the path, and /index.md for the home page', () => {
    expect(twinPath('/docs/apis/subsystems/form')).toBe('/docs/apis/subsystems/form.md');
    expect(twinPath('/')).toBe('/index.md');
    expect(twinPath('/docs/4.2/')).toBe('/docs/4.2.md');
  });

  it('serves an index doc without the trailing slash of its permalink, and the home page as /', () => {
    expect(servedRoute('/docs/apis/core/dml/')).toBe('/docs/apis/core/dml');
    expect(servedRoute('/docs/apis/core/dml')).toBe('/docs/apis/core/dml');
    expect(servedRoute('/')).toBe('/');
  });
});
