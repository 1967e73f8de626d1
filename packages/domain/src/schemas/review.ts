import { z } from 'zod';
import type { Language } from '../language';
import { plainLine, plainLines } from '../plain-text';

/** SPEC §5 / §9 review limits. */
export const REVIEW_LIMITS = {
  phoneDigits: 9,
  images: 5,
  imageBytes: 5 * 1024 * 1024,
  stars: 5,
  nameLength: 80,
  titleLength: 150,
  commentsLength: 5000,
} as const;

export const REVIEW_MESSAGES = {
  rating: 'Please select a rating',
  tooManyImages: 'You can upload maximum 5 images',
  notImage: (file: string) => `${file} is not a valid image file`,
  tooLarge: (file: string) => `${file} is too large. Maximum size is 5MB`,
  name: 'Please enter your name',
  phone: 'Please enter a phone number of 1 to 9 digits',
  title: 'Please enter a review title',
  comments: 'Please write your review',
  email: 'Please enter a valid email address',
} as const;

type ReviewMessages = {
  [K in keyof typeof REVIEW_MESSAGES]: (typeof REVIEW_MESSAGES)[K] extends string ? string : (file: string) => string;
};

/** The same messages for Arabic pages. */
const REVIEW_MESSAGES_AR: ReviewMessages = {
  rating: 'يرجى اختيار التقييم',
  tooManyImages: 'يمكنك رفع 5 صور كحد أقصى',
  notImage: (file) => `الملف \u2068${file}\u2069 ليس صورة صالحة`,
  tooLarge: (file) => `حجم الملف \u2068${file}\u2069 كبير جدًا. الحد الأقصى 5 ميجابايت`,
  name: 'يرجى إدخال اسمك',
  phone: 'يرجى إدخال رقم هاتف من 1 إلى 9 أرقام',
  title: 'يرجى إدخال عنوان للتقييم',
  comments: 'يرجى كتابة تقييمك',
  email: 'يرجى إدخال بريد إلكتروني صحيح',
};

/** The review messages in a language: SPEC's English, or Arabic. */
function reviewMessages(language: Language = 'en'): ReviewMessages {
  return language === 'ar' ? REVIEW_MESSAGES_AR : REVIEW_MESSAGES;
}

/**
 * SPEC §5 "each an image type". Decision: the types every browser shows and the server can
 * check by magic bytes; SVG (scriptable) and HEIC (not shown by most browsers) are refused.
 */
export const REVIEW_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ReviewImageType = (typeof REVIEW_IMAGE_TYPES)[number];

export function isReviewImageType(mime: string): mime is ReviewImageType {
  return (REVIEW_IMAGE_TYPES as readonly string[]).includes(mime);
}

/** Stars 1..5 are stored as a fraction (stars / 5); shown as round(fraction × 5). */
export const fractionFromStars = (stars: number): number => stars / REVIEW_LIMITS.stars;
export const starsFromFraction = (fraction: number): number =>
  Math.min(REVIEW_LIMITS.stars, Math.max(0, Math.round(fraction * REVIEW_LIMITS.stars)));

/** SPEC §5: the phone input keeps digits only and at most 9 of them. */
export const reviewPhoneInput = (value: string): string =>
  value.replace(/\D+/g, '').slice(0, REVIEW_LIMITS.phoneDigits);

/**
 * The texts of a review, shown on the product page: control characters (NUL included) and bidi
 * overrides are dropped before the length checks (plain-text.ts); the text keeps its lines.
 */
const customerName = (message: string) =>
  z.string().overwrite(plainLine).trim().min(1, message).max(REVIEW_LIMITS.nameLength);
const reviewTitle = (message: string) =>
  z.string().overwrite(plainLine).trim().min(1, message).max(REVIEW_LIMITS.titleLength);
const reviewComments = (message: string) =>
  z.string().overwrite(plainLines).trim().min(1, message).max(REVIEW_LIMITS.commentsLength);

/** The review form as the shopper fills it in, its messages in `language`. */
export function reviewFormSchemaIn(language: Language) {
  const messages = reviewMessages(language);
  return z.object({
    customer_name: customerName(messages.name),
    phone_number: z.string().regex(/^\d{1,9}$/, messages.phone),
    email: z.union([z.literal(''), z.email(messages.email)]).default(''),
    rating: z.number().int().min(1, messages.rating).max(REVIEW_LIMITS.stars),
    review_title: reviewTitle(messages.title),
    comments: reviewComments(messages.comments),
  });
}

export const reviewFormSchema = reviewFormSchemaIn('en');

export type ReviewForm = z.infer<typeof reviewFormSchema>;

/** Five images of 5 MB as base64 data URLs, with room for their headers and the JSON around them. */
const MAX_IMAGES_FIELD_LENGTH = Math.ceil((REVIEW_LIMITS.imageBytes * REVIEW_LIMITS.images * 4) / 3) + 4096;

/** SPEC §3 'Review submission payload', as the server accepts it. */
export const reviewSubmissionSchema = z
  .object({
    item: z.string().trim().min(1).max(140),
    /** Sent as SPEC §3 has it; the server stores the item's own name instead. */
    item_name: z.string().trim().min(1).max(300),
    customer_name: customerName(REVIEW_MESSAGES.name),
    phone_number: z.number().int().min(0).max(999_999_999, REVIEW_MESSAGES.phone),
    email: z.union([z.literal(''), z.email(REVIEW_MESSAGES.email)]).optional(),
    rating: z
      .number()
      .min(0.2, REVIEW_MESSAGES.rating)
      .max(1)
      .refine((f) => Number.isInteger(Math.round(f * 5 * 1e6) / 1e6), 'rating must be stars / 5'),
    review_title: reviewTitle(REVIEW_MESSAGES.title),
    comments: reviewComments(REVIEW_MESSAGES.comments),
    /** JSON-encoded list of data-URL strings; omitted when none. */
    images: z.string().max(MAX_IMAGES_FIELD_LENGTH, 'The images are too large. Maximum size is 5MB each').optional(),
  })
  .strict();

export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;

export interface ImageCandidate {
  name: string;
  type: string;
  size: number;
}

/**
 * SPEC §5 image rules for files being added to a review that already holds `existing` images:
 * returns the files accepted and the messages for the rest, in order.
 */
export function checkReviewImages(
  files: ImageCandidate[],
  existing: number,
  language: Language = 'en',
): { accepted: ImageCandidate[]; errors: string[] } {
  const REVIEW_MESSAGES = reviewMessages(language);
  const accepted: ImageCandidate[] = [];
  const errors: string[] = [];
  for (const file of files) {
    if (!isReviewImageType(file.type)) errors.push(REVIEW_MESSAGES.notImage(file.name));
    else if (file.size > REVIEW_LIMITS.imageBytes) errors.push(REVIEW_MESSAGES.tooLarge(file.name));
    else if (existing + accepted.length >= REVIEW_LIMITS.images) {
      if (!errors.includes(REVIEW_MESSAGES.tooManyImages)) errors.push(REVIEW_MESSAGES.tooManyImages);
    } else accepted.push(file);
  }
  return { accepted, errors };
}

/**
 * SPEC §3: the payload sent for a filled-in form — phone as an integer, rating as stars / 5,
 * images as a JSON-encoded list of data URLs, left out when there are none; email left out
 * when empty.
 */
export function reviewSubmissionFromForm(
  form: ReviewForm,
  product: { item: string; item_name: string },
  imageDataUrls: string[] = [],
): ReviewSubmission {
  const submission: ReviewSubmission = {
    item: product.item,
    item_name: product.item_name,
    customer_name: form.customer_name.trim(),
    phone_number: Number.parseInt(form.phone_number, 10),
    rating: fractionFromStars(form.rating),
    review_title: form.review_title.trim(),
    comments: form.comments.trim(),
  };
  if (form.email) submission.email = form.email;
  if (imageDataUrls.length > 0) submission.images = JSON.stringify(imageDataUrls);
  return submission;
}
