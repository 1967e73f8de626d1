import { describe, expect, it } from 'vitest';
import {
  REVIEW_LIMITS,
  checkReviewImages,
  fractionFromStars,
  reviewFormSchema,
  reviewFormSchemaIn,
  reviewPhoneInput,
  reviewSubmissionFromForm,
  reviewSubmissionSchema,
  starsFromFraction,
} from './review';

const form = {
  customer_name: 'Aisha',
  phone_number: '912345678',
  email: '',
  rating: 5,
  review_title: 'Lovely',
  comments: 'Soft skin.',
};

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

  it('the phone input keeps digits only, at most 9', () => {
    expect(reviewPhoneInput('+968 9123-4567')).toBe('968912345');
    expect(reviewPhoneInput('abc')).toBe('');
  });

  it('title, text and name are required; email when given must be valid', () => {
    const issue = (v: object) => reviewFormSchema.safeParse({ ...form, ...v }).error?.issues[0]?.path[0];
    expect(issue({ customer_name: '  ' })).toBe('customer_name');
    expect(issue({ review_title: '' })).toBe('review_title');
    expect(issue({ comments: '' })).toBe('comments');
    expect(issue({ email: 'nope' })).toBe('email');
    expect(reviewFormSchema.safeParse({ ...form, email: 'aisha@example.om' }).success).toBe(true);
  });

  it('stars are stored as a fraction and shown rounded', () => {
    expect(fractionFromStars(4)).toBe(0.8);
    expect(starsFromFraction(0.8)).toBe(4);
    expect(starsFromFraction(0.7)).toBe(4);
    expect(starsFromFraction(1.4)).toBe(5);
  });
});

describe('review submission payload (SPEC §3)', () => {
  const payload = {
    item: 'WEB-ITM-00001',
    item_name: 'Serum',
    customer_name: 'Aisha',
    phone_number: 912345678,
    rating: 0.8,
    review_title: 'Lovely',
    comments: 'Soft.',
  };

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

describe('review texts are plain text', () => {
  const payload = {
    item: 'WEB-ITM-00001',
    item_name: 'Serum',
    customer_name: 'Aisha',
    phone_number: 912345678,
    rating: 0.8,
    review_title: 'Lovely',
    comments: 'Soft.',
  };

  it('drop NUL, other control characters and bidi overrides from name, title and text; the text keeps its lines and tabs', () => {
    const parsed = reviewSubmissionSchema.parse({
      ...payload,
      customer_name: ' Ai\u0000sha\u202E ',
      review_title: 'Lovely\nskin\u0007',
      comments: 'Line 1\r\nLine\u001B 2\tend\u0000\u2066',
    });
    expect(parsed).toMatchObject({
      customer_name: 'Aisha',
      review_title: 'Lovely skin',
      comments: 'Line 1\nLine 2\tend',
    });
    expect(
      reviewFormSchema.parse({
        ...form,
        customer_name: 'Ai\u0000sha',
        review_title: '\u202ELovely',
        comments: 'Soft\u0000\nskin',
      }),
    ).toMatchObject({
      customer_name: 'Aisha',
      review_title: 'Lovely',
      comments: 'Soft\nskin',
    });
  });

  it('a text of control characters only is empty, with the spec message', () => {
    const issues = reviewSubmissionSchema.safeParse({
      ...payload,
      customer_name: '\u0000\u0000',
      review_title: '\u202E',
      comments: '\u0007 \r\n',
    }).error?.issues;
    expect(issues?.map((i) => [i.path[0], i.message])).toEqual([
      ['customer_name', 'Please enter your name'],
      ['review_title', 'Please enter a review title'],
      ['comments', 'Please write your review'],
    ]);
  });

  it('counts the length limits after dropping them', () => {
    expect(
      reviewSubmissionSchema.safeParse({
        ...payload,
        customer_name: `${'a'.repeat(REVIEW_LIMITS.nameLength)}\u0000\u0000`,
      }).success,
    ).toBe(true);
    expect(
      reviewSubmissionSchema.safeParse({ ...payload, customer_name: 'a'.repeat(REVIEW_LIMITS.nameLength + 1) }).success,
    ).toBe(false);
  });
});

describe('form → submission payload (SPEC §3)', () => {
  const product = { item: 'WEB-ITM-00001', item_name: 'Rose Serum' };

  it('sends the phone as an integer, the rating as stars / 5, and leaves out empty email and images', () => {
    const submission = reviewSubmissionFromForm({ ...form, rating: 4, customer_name: ' Aisha ' }, product);
    expect(submission).toEqual({
      item: 'WEB-ITM-00001',
      item_name: 'Rose Serum',
      customer_name: 'Aisha',
      phone_number: 912345678,
      rating: 0.8,
      review_title: 'Lovely',
      comments: 'Soft skin.',
    });
    expect(reviewSubmissionSchema.safeParse(submission).success).toBe(true);
  });

  it('sends images as a JSON-encoded list of data URLs and keeps a given email', () => {
    const submission = reviewSubmissionFromForm({ ...form, email: 'a@b.om' }, product, ['data:image/png;base64,AAAA']);
    expect(submission.images).toBe('["data:image/png;base64,AAAA"]');
    expect(submission.email).toBe('a@b.om');
  });

  it('every star count gives a fraction the server accepts and the stars read back', () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      const submission = reviewSubmissionFromForm({ ...form, rating }, product);
      expect(reviewSubmissionSchema.safeParse(submission).success).toBe(true);
      expect(starsFromFraction(submission.rating)).toBe(rating);
    }
  });
});

describe('review images (SPEC §5)', () => {
  it('only image types the shop can show are accepted (no SVG, no HEIC)', () => {
    const files = [
      { name: 'a.svg', type: 'image/svg+xml', size: 10 },
      { name: 'b.heic', type: 'image/heic', size: 10 },
      { name: 'c.jpg', type: 'image/jpeg', size: 10 },
      { name: 'd.webp', type: 'image/webp', size: 10 },
      { name: 'e.gif', type: 'image/gif', size: 10 },
    ];
    const result = checkReviewImages(files, 0);
    expect(result.errors).toEqual(['a.svg is not a valid image file', 'b.heic is not a valid image file']);
    expect(result.accepted.map((f) => f.name)).toEqual(['c.jpg', 'd.webp', 'e.gif']);
  });

  const png = (name: string, size = 1000) => ({ name, type: 'image/png', size });

  it('accepts up to 5 images and refuses the rest with the spec message', () => {
    const files = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => png(`${n}.png`));
    expect(checkReviewImages(files, 0)).toEqual({
      accepted: files.slice(0, 5),
      errors: ['You can upload maximum 5 images'],
    });
    expect(checkReviewImages([png('x.png')], 5).errors).toEqual(['You can upload maximum 5 images']);
  });

  it('refuses non-images and files over 5 MB by name', () => {
    const result = checkReviewImages(
      [
        { name: 'notes.pdf', type: 'application/pdf', size: 10 },
        png('big.png', REVIEW_LIMITS.imageBytes + 1),
        png('ok.png', REVIEW_LIMITS.imageBytes),
      ],
      0,
    );
    expect(result.errors).toEqual(['notes.pdf is not a valid image file', 'big.png is too large. Maximum size is 5MB']);
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.png']);
  });
});

describe('review form in Arabic', () => {
  it('keeps the rules and speaks Arabic', () => {
    const issues = reviewFormSchemaIn('ar')
      .safeParse({ ...form, customer_name: ' ', rating: 0 })
      .error?.issues.map((i) => i.message);
    expect(issues).toEqual(['يرجى إدخال اسمك', 'يرجى اختيار التقييم']);
    expect(reviewFormSchemaIn('en').safeParse({ ...form, customer_name: ' ' }).error?.issues[0]?.message).toBe(
      'Please enter your name',
    );
  });

  it('names a refused file inside an isolate, so a Latin file name reads whole in Arabic', () => {
    const { errors } = checkReviewImages([{ name: 'face.pdf', type: 'application/pdf', size: 10 }], 0, 'ar');
    expect(errors).toEqual(['الملف \u2068face.pdf\u2069 ليس صورة صالحة']);
  });
});
