import {describe, expect, it} from 'vitest';
import {absoluteUrl, searchPageUrl, sitePath} from './urls';

describe('search URLs', () => {
  it('encodes the query into q', () => {
    expect(searchPageUrl('/', 'form & <api>')).toBe('/search?q=form%20%26%20%3Capi%3E');
    expect(searchPageUrl('/devdocs/', 'x')).toBe('/devdocs/search?q=x');
    expect(searchPageUrl('/', 'x', '4.1')).toBe('/search?q=x&version=4.1');
  });

  it('makes result URLs absolute, so new URL(url) accepts them', () => {
    expect(absoluteUrl('/docs/4.1/intro#setup', 'http://127.0.0.1:3210')).toBe('http://127.0.0.1:3210/docs/4.1/intro#setup');
    expect(new URL(absoluteUrl('/docs', 'https://moodledev.io')).pathname).toBe('/docs');
  });

  it('keeps path, query and hash for navigation', () => {
    expect(sitePath('https://moodledev.io/docs/4.1/intro?x=1#setup')).toBe('/docs/4.1/intro?x=1#setup');
  });
});
