import {describe, expect, it} from 'vitest';
import {keyStems} from './stems';
import {stemAlternatives} from './synonyms';

describe('stemAlternatives', () => {
  it('reads a query in Moodle’s own words too, keeping the rest of it', () => {
    expect(stemAlternatives(keyStems('call a web service from javascript'))).toEqual([
      ['call', 'web', 'servic', 'javascript'],
      ['call', 'external', 'servic', 'javascript'],
    ]);
    expect(stemAlternatives(keyStems('check user permissions'))).toContainEqual(['check', 'user', 'capability']);
  });

  it('replaces the longest phrase of a group, and each group on its own', () => {
    expect(stemAlternatives(keyStems('web service functions'))).toEqual([
      ['web', 'servic', 'function'],
      ['external', 'servic', 'function'],
      ['external', 'function'],
    ]);
  });

  it('leaves a query without synonyms alone', () => {
    expect(stemAlternatives(keyStems('forms api'))).toEqual([['form', 'api']]);
  });
});
