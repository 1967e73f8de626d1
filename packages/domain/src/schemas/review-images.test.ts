import { describe, expect, it } from 'vitest';
import { REVIEW_LIMITS } from './review';
import { base64Bytes, readReviewImages } from './review-images';

const dataUrl = (bytes: number, mime = 'image/png') => `data:${mime};base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`;
const field = (urls: string[]) => JSON.stringify(urls);

describe('the review payload images field (SPEC §3, §5)', () => {
  it('is optional: absent or empty means no images', () => {
    expect(readReviewImages(undefined)).toEqual({ ok: true, images: [] });
    expect(readReviewImages('')).toEqual({ ok: true, images: [] });
    expect(readReviewImages('[]')).toEqual({ ok: true, images: [] });
  });

  it('reads each data URL with its type and decoded size', () => {
    const result = readReviewImages(field(['data:image/jpeg;base64,/9j/4A==', dataUrl(3, 'image/webp')]));
    expect(result).toEqual({
      ok: true,
      images: [
        { mime: 'image/jpeg', base64: '/9j/4A==', bytes: 4 },
        { mime: 'image/webp', base64: 'AAAA', bytes: 3 },
      ],
    });
  });

  it('accepts 5 images and refuses 6 with "You can upload maximum 5 images"', () => {
    expect(readReviewImages(field(Array.from({ length: 5 }, () => dataUrl(3)))).ok).toBe(true);
    expect(readReviewImages(field(Array.from({ length: 6 }, () => dataUrl(3))))).toEqual({
      ok: false,
      error: 'You can upload maximum 5 images',
    });
  });

  it('accepts exactly 5 MB and refuses 5 MB + 1 byte', () => {
    const fiveMb = REVIEW_LIMITS.imageBytes;
    expect(fiveMb).toBe(5 * 1024 * 1024);
    const exact = `data:image/png;base64,${'A'.repeat(((fiveMb - 2) / 3) * 4)}AAA=`;
    expect(base64Bytes(exact.split(',')[1]!)).toBe(fiveMb);
    expect(readReviewImages(field([exact])).ok).toBe(true);
    const over = `data:image/png;base64,${'A'.repeat(((fiveMb - 2) / 3) * 4)}AAAA`;
    expect(base64Bytes(over.split(',')[1]!)).toBe(fiveMb + 1);
    expect(readReviewImages(field([dataUrl(3), over]))).toEqual({
      ok: false,
      error: 'Image 2 is too large. Maximum size is 5MB',
    });
  });

  it('refuses what is not an image data URL, naming the image', () => {
    for (const bad of [
      'data:text/html;base64,PGgxPg==',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'https://example.com/a.png',
      'data:image/png;base64,',
      'data:image/png;base64,AAA',
    ]) {
      expect(readReviewImages(field([bad]))).toEqual({ ok: false, error: 'Image 1 is not a valid image file' });
    }
  });

  it('refuses a field that is not a JSON list of strings', () => {
    for (const bad of ['not json', '{"a":1}', '[1,2]', 'null']) {
      expect(readReviewImages(bad)).toEqual({ ok: false, error: 'images must be a JSON list of data URLs' });
    }
  });
});
