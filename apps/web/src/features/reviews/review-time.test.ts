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

  it('Arabic wording with correct duals and Western digits', () => {
    expect(reviewAge(ar, daysAgo(1), now)).toBe('منذ يوم واحد');
    expect(reviewAge(ar, daysAgo(2), now)).toBe('منذ يومين');
    expect(reviewAge(ar, daysAgo(3), now)).toBe('منذ 3 أيام');
    expect(reviewAge(ar, '', now)).toBe('مؤخرًا');
  });
});
