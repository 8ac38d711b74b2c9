import {describe, expect, it} from 'vitest';
import {cacheCandidates, isCachedOnVisit} from './offlineRoutes';

const origin = 'https://dev.example';

describe('cacheCandidates', () => {
  it('maps a clean page address to its .html file first', () => {
    expect(cacheCandidates('/docs/apis?x=1#y', origin)).toEqual([
      'https://dev.example/docs/apis.html',
      'https://dev.example/docs/apis/index.html',
      'https://dev.example/docs/apis',
    ]);
  });

  it('maps a folder address to its index.html', () => {
    expect(cacheCandidates('/', origin)).toEqual(['https://dev.example/index.html']);
  });

  it('treats pages named like files as pages too', () => {
    expect(cacheCandidates('/docs/apis/commonfiles/version.php', origin)).toEqual([
      'https://dev.example/docs/apis/commonfiles/version.php',
      'https://dev.example/docs/apis/commonfiles/version.php.html',
    ]);
  });

  it('ignores other origins', () => {
    expect(cacheCandidates('https://tracker.moodle.org/browse/MDL-1', origin)).toEqual([]);
  });
});

describe('isCachedOnVisit', () => {
  it('matches pages of the older versions only', () => {
    expect(isCachedOnVisit('/docs/4.1', ['4.2', '4.1'])).toBe(true);
    expect(isCachedOnVisit('/docs/4.2/apis', ['4.2', '4.1'])).toBe(true);
    expect(isCachedOnVisit('/docs/apis', ['4.2', '4.1'])).toBe(false);
    expect(isCachedOnVisit('/docs/4.10', ['4.2', '4.1'])).toBe(false);
  });

  it('matches the tag pages of both docs areas', () => {
    expect(isCachedOnVisit('/docs/tags/api', [])).toBe(true);
    expect(isCachedOnVisit('/general/tags', [])).toBe(true);
    expect(isCachedOnVisit('/docs/tagsx', [])).toBe(false);
  });

  it('matches the release notes of branches before 4.0, server and app', () => {
    expect(isCachedOnVisit('/general/releases/3.9', [])).toBe(true);
    expect(isCachedOnVisit('/general/releases/1.9/1.9.3', [])).toBe(true);
    expect(isCachedOnVisit('/general/app_releases/v3/v3.9.5', [])).toBe(true);
    expect(isCachedOnVisit('/general/app_releases/v1.x', [])).toBe(true);
    expect(isCachedOnVisit('/general/releases/4.0/4.0.1', [])).toBe(false);
    expect(isCachedOnVisit('/general/releases', [])).toBe(false);
    expect(isCachedOnVisit('/general/app_releases/v4/v4.2.0', [])).toBe(false);
  });
});
