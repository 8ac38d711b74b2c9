import {describe, expect, it} from 'vitest';
import {shownText} from './present';

describe('shownText', () => {
  it('marks code spans and links tracker keys in the prose around them', () => {
    expect(shownText('Use `get_string()` instead (MDL-71747, see MOBILE-4123).')).toEqual([
      'Use ',
      {code: 'get_string()'},
      ' instead (',
      {text: 'MDL-71747', href: 'https://tracker.moodle.org/browse/MDL-71747'},
      ', see ',
      {text: 'MOBILE-4123', href: 'https://tracker.moodle.org/browse/MOBILE-4123'},
      ').',
    ]);
  });

  it('leaves keys inside code and look-alikes as they are', () => {
    expect(shownText('`MDL-1` XMDL-2 MDL-0 MDL-3abc since 4.3')).toEqual([{code: 'MDL-1'}, ' XMDL-2 MDL-0 MDL-3abc since 4.3']);
    expect(shownText('since 4.3, MDL-78468')).toEqual(['since 4.3, ', {text: 'MDL-78468', href: 'https://tracker.moodle.org/browse/MDL-78468'}]);
  });
});
