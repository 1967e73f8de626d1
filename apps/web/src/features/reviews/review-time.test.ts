import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../lib/i18n/translate';
import { reviewAge } from './review-time';

const now = new Date('2026-11-24T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('reviewAge: time since a review, in the page language', () => {
  const en = createTranslate('en-OM', { 'reviews.recently': 'Recently' });
  const ar = createTranslate('ar-OM', { 'reviews.recently': 'مؤخرًا' });

  it('English wording', () => {
    expect(reviewAge(en, daysAgo(3), now)).toBe('3 days ago');
    expect(reviewAge(en, 'not a date', now)).toBe('Recently');
  });

  const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it.each([
    [1, 'منذ يوم'],
    [2, 'منذ يومين'],
    [3, 'منذ 3 أيام'],
    [10, 'منذ 10 أيام'],
    [11, 'منذ 11 يومًا'],
    [13, 'منذ 13 يومًا'],
    [29, 'منذ 29 يومًا'],
    [31, 'منذ شهر تقريبًا'],
    [45, 'منذ شهرين تقريبًا'],
    [62, 'منذ شهرين'],
    [100, 'منذ 3 أشهر'],
    [400, 'منذ سنة تقريبًا'],
    [800, 'منذ سنتين تقريبًا'],
    [1000, 'منذ أكثر من سنتين'],
  ])('Arabic, grammatical counts and Western digits: %i days → %s', (days, words) =>
    expect(reviewAge(ar, daysAgo(days), now)).toBe(words),
  );

  it('Arabic under a day, and an invalid date', () => {
    expect(reviewAge(ar, secondsAgo(5), now)).toBe('منذ أقل من دقيقة');
    expect(reviewAge(ar, secondsAgo(60 * 5), now)).toBe('منذ 5 دقائق');
    expect(reviewAge(ar, secondsAgo(60 * 60 * 2), now)).toBe('منذ ساعتين تقريبًا');
    expect(reviewAge(ar, secondsAgo(60 * 60 * 11), now)).toBe('منذ 11 ساعةً تقريبًا');
    expect(reviewAge(ar, '', now)).toBe('مؤخرًا');
  });
});
