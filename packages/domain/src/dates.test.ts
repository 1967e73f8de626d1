import { describe, expect, it } from 'vitest';
import { formatDisplayDate, omanDisplayDate, omanIsoDate } from './dates';

describe('Oman calendar dates', () => {
  it('uses Oman time (UTC+4): 20:00 UTC is already the next day in Muscat', () => {
    expect(omanIsoDate(new Date('2026-11-22T19:59:59Z'))).toBe('2026-11-22');
    expect(omanIsoDate(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
  });

  it('counts days ahead across month and year ends', () => {
    expect(omanIsoDate(new Date('2026-11-30T08:00:00Z'), 1)).toBe('2026-12-01');
    expect(omanIsoDate(new Date('2026-12-31T08:00:00Z'), 1)).toBe('2027-01-01');
    expect(omanIsoDate(new Date('2028-02-28T08:00:00Z'), 1)).toBe('2028-02-29');
  });

  it('refuses an invalid date', () => {
    expect(() => omanIsoDate(new Date('nonsense'))).toThrow(RangeError);
  });

  it('displays dates as DD-MM-YYYY (SPEC §9)', () => {
    expect(formatDisplayDate('2026-11-23')).toBe('23-11-2026');
    expect(formatDisplayDate('2026-11-23T10:00:00Z')).toBe('23-11-2026');
    expect(formatDisplayDate('2026-11-23')).toMatch(/^[0-9-]+$/); // Western digits on Arabic pages too
    expect(formatDisplayDate('soon')).toBe('soon');
  });
});

describe('omanDisplayDate', () => {
  it('prints the Oman calendar day of an instant: 20:30 UTC is already the next day in Muscat', () => {
    expect(omanDisplayDate('2026-11-28T20:30:00.000Z')).toBe('29-11-2026');
    expect(omanDisplayDate('2026-11-28T19:59:59.999Z')).toBe('28-11-2026');
  });

  it('leaves text that is not an instant as it is', () => {
    expect(omanDisplayDate('soon')).toBe('soon');
  });
});
