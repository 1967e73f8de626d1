import { describe, expect, it, vi } from 'vitest';
import { creationToIso, parseReviewImages, toReview } from './review-mappers';

describe('review mappers', () => {
  it('reads Frappe creation stamps as UTC and marks unreadable ones empty', () => {
    expect(creationToIso('2026-11-20 08:30:00.000')).toBe('2026-11-20T08:30:00.000Z');
    expect(creationToIso('2026-11-20T08:30:00Z')).toBe('2026-11-20T08:30:00.000Z');
    expect(creationToIso('yesterday')).toBe('');
    expect(creationToIso(null)).toBe('');
  });

  it('logs an images field that is not a JSON list and shows no images (SPEC §8)', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseReviewImages('["/media/reviews/a.webp",3,""]', 'r1')).toEqual(['/media/reviews/a.webp']);
    expect(parseReviewImages('not json', 'r2')).toEqual([]);
    expect(parseReviewImages('{"a":1}', 'r3')).toEqual([]);
    expect(parseReviewImages(null, 'r4')).toEqual([]);
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });

  it('maps the wire review to what components see', () => {
    expect(
      toReview({ name: 'abc', customer_name: 'Aisha', rating: 0.8, review_title: 'Nice', comments: 'Good.', images: null, creation: '2026-01-02 03:04:05.000' }),
    ).toEqual({ id: 'abc', customerName: 'Aisha', rating: 0.8, title: 'Nice', comments: 'Good.', images: [], createdAt: '2026-01-02T03:04:05.000Z' });
  });
});
