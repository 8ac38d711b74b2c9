import {describe, expect, it} from 'vitest';
import {locale} from '../../config/site';
import {dateLabel} from './dateLabel';

describe('dateLabel', () => {
  it('prints every month of a year as Intl.DateTimeFormat does for the site locale, in UTC', () => {
    const intl = new Intl.DateTimeFormat(locale, {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2026, month, 1 + month * 2, 23, 30));
      expect(dateLabel(date)).toBe(intl.format(date));
    }
  });

  it('reads the date in UTC, not in local time', () => {
    expect(dateLabel(new Date('2026-11-25T23:59:59.000Z'))).toBe('25 Nov 2026');
    expect(dateLabel(new Date('2026-12-31T23:00:00-05:00'))).toBe('1 Jan 2027');
  });
});
