import { describe, expect, it } from 'vitest';
import { axisTop, dayLabel, labelledDays } from './sales-axis';

describe('the 30-day chart’s axes', () => {
  it('the scale tops out at the next 1, 2 or 5 times a power of ten, at least the highest day', () => {
    expect(axisTop(0)).toBe(0);
    expect(axisTop(0.4)).toBe(0.5);
    expect(axisTop(11.45)).toBe(20);
    expect(axisTop(20)).toBe(20);
    expect(axisTop(20.001)).toBe(50);
    expect(axisTop(512.3)).toBe(1000);
    expect(axisTop(1000)).toBe(1000);
  });

  it('today and the same weekday in each week before carry a date', () => {
    expect(labelledDays(30)).toEqual([1, 8, 15, 22, 29]);
    expect(labelledDays(3)).toEqual([2]);
    expect(labelledDays(0)).toEqual([]);
  });

  it('dates read day/month', () => {
    expect(dayLabel('2026-11-05')).toBe('05/11');
  });
});
