import {describe, expect, it} from 'vitest';
import {didYouMean, nearest} from './suggest';

describe('nearest', () => {
  it('finds a typo, a shared stem and a containing name, and nothing for a stranger', () => {
    expect(nearest('databse', ['database', 'guide', 'api'])).toEqual(['database']);
    expect(nearest('nested-transactions', ['basic-use', 'nesting', 'transactions-in-tasks'])).toEqual(['nesting', 'transactions-in-tasks']);
    expect(nearest('lock', ['lock-api', 'dml'])).toEqual(['lock-api']);
    expect(nearest('zzz', ['database', 'guide'])).toEqual([]);
  });

  it('lets a clear best answer stand alone', () => {
    expect(nearest('/docs/apis/core/locks', ['/docs/apis/core/lock', '/docs/apis/core/dml', '/docs/category/apis'])).toEqual(['/docs/apis/core/lock']);
  });
});

describe('didYouMean', () => {
  it('joins names in a sentence', () => {
    expect(didYouMean([])).toBe('');
    expect(didYouMean(['a'])).toBe('; did you mean a?');
    expect(didYouMean(['a', 'b', 'c'])).toBe('; did you mean a, b or c?');
  });
});
