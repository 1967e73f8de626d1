import { describe, expect, it } from 'vitest';
import { TIMESPANS, timespanBounds } from './timespan';

// 22:40 UTC on Saturday 28 November 2026 is already Sunday the 29th in Oman.
const now = new Date('2026-11-28T22:40:00Z');

describe('Frappe timespans (frappe/utils/data.py get_timespan_date_range)', () => {
  it('names whole periods of days on the Oman calendar, weeks from Sunday', () => {
    const days = Object.fromEntries(TIMESPANS.map((t) => [t, timespanBounds(t, now, 'date')]));
    expect(days).toEqual({
      'last week': ['2026-11-22', '2026-11-28'],
      'last month': ['2026-10-01', '2026-10-31'],
      'last quarter': ['2026-07-01', '2026-09-30'],
      'last 6 months': ['2026-04-01', '2026-09-30'],
      'last year': ['2025-01-01', '2025-12-31'],
      yesterday: ['2026-11-28', '2026-11-28'],
      today: ['2026-11-29', '2026-11-29'],
      tomorrow: ['2026-11-30', '2026-11-30'],
      'this week': ['2026-11-29', '2026-12-05'],
      'this month': ['2026-11-01', '2026-11-30'],
      'this quarter': ['2026-10-01', '2026-12-31'],
      'this year': ['2026-01-01', '2026-12-31'],
      'next week': ['2026-12-06', '2026-12-12'],
      'next month': ['2026-12-01', '2026-12-31'],
      'next quarter': ['2027-01-01', '2027-03-31'],
      'next 6 months': ['2027-01-01', '2027-06-30'],
      'next year': ['2027-01-01', '2027-12-31'],
    });
  });

  it('bounds a datetime (stored in UTC) by the instants the Oman days start and end', () => {
    expect(timespanBounds('today', now, 'datetime')).toEqual(['2026-11-28 20:00:00.000', '2026-11-29 19:59:59.999']);
    expect(timespanBounds('last month', now, 'datetime')).toEqual([
      '2026-09-30 20:00:00.000',
      '2026-10-31 19:59:59.999',
    ]);
  });

  it('counts a leap February and a month end without spilling', () => {
    expect(timespanBounds('last month', new Date('2028-03-31T08:00:00Z'), 'date')).toEqual([
      '2028-02-01',
      '2028-02-29',
    ]);
    expect(timespanBounds('next month', new Date('2028-01-31T08:00:00Z'), 'date')).toEqual([
      '2028-02-01',
      '2028-02-29',
    ]);
  });
});
