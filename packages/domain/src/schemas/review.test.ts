import { describe, expect, it } from 'vitest';
import { REVIEW_LIMITS, checkReviewImages, fractionFromStars, reviewFormSchema, reviewSubmissionSchema, starsFromFraction } from './review';

const form = { customer_name: 'Aisha', phone_number: '912345678', email: '', rating: 5, review_title: 'Lovely', comments: 'Soft skin.' };

describe('review form (SPEC §5)', () => {
  it('accepts a complete review; email is optional', () => {
    expect(reviewFormSchema.safeParse(form).success).toBe(true);
  });

  it('needs at least one star: "Please select a rating"', () => {
    const result = reviewFormSchema.safeParse({ ...form, rating: 0 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please select a rating');
  });

  it('phone is 1 to 9 digits', () => {
    expect(reviewFormSchema.safeParse({ ...form, phone_number: '1' }).success).toBe(true);
    for (const phone_number of ['', '1234567890', '12 34', 'abc']) {
      expect(reviewFormSchema.safeParse({ ...form, phone_number }).success).toBe(false);
    }
  });

  it('stars are stored as a fraction and shown rounded', () => {
    expect(fractionFromStars(4)).toBe(0.8);
    expect(starsFromFraction(0.8)).toBe(4);
    expect(starsFromFraction(0.7)).toBe(4);
    expect(starsFromFraction(1.4)).toBe(5);
  });
});

describe('review submission payload (SPEC §3)', () => {
  const payload = { item: 'WEB-ITM-00001', item_name: 'Serum', customer_name: 'Aisha', phone_number: 912345678, rating: 0.8, review_title: 'Lovely', comments: 'Soft.' };

  it('accepts the payload with the phone as an integer and the rating as a fraction', () => {
    expect(reviewSubmissionSchema.safeParse(payload).success).toBe(true);
  });

  it('refuses a 10-digit phone, a rating that is not stars / 5, extra keys and docstatus', () => {
    expect(reviewSubmissionSchema.safeParse({ ...payload, phone_number: 1_234_567_890 }).success).toBe(false);
    expect(reviewSubmissionSchema.safeParse({ ...payload, rating: 0.73 }).success).toBe(false);
    expect(reviewSubmissionSchema.safeParse({ ...payload, rating: 0 }).success).toBe(false);
    expect(reviewSubmissionSchema.safeParse({ ...payload, docstatus: 1 }).success).toBe(false);
  });
});

describe('review images (SPEC §5)', () => {
  const png = (name: string, size = 1000) => ({ name, type: 'image/png', size });

  it('accepts up to 5 images and refuses the rest with the spec message', () => {
    const files = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => png(`${n}.png`));
    expect(checkReviewImages(files, 0)).toEqual({ accepted: files.slice(0, 5), errors: ['You can upload maximum 5 images'] });
    expect(checkReviewImages([png('x.png')], 5).errors).toEqual(['You can upload maximum 5 images']);
  });

  it('refuses non-images and files over 5 MB by name', () => {
    const result = checkReviewImages(
      [{ name: 'notes.pdf', type: 'application/pdf', size: 10 }, png('big.png', REVIEW_LIMITS.imageBytes + 1), png('ok.png', REVIEW_LIMITS.imageBytes)],
      0,
    );
    expect(result.errors).toEqual(['notes.pdf is not a valid image file', 'big.png is too large. Maximum size is 5MB']);
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.png']);
  });
});
