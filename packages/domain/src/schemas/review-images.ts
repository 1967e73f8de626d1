import { REVIEW_LIMITS, REVIEW_MESSAGES, type ReviewImageType, isReviewImageType } from './review';

export interface ReviewImageData {
  mime: ReviewImageType;
  base64: string;
  bytes: number;
}

export type ReviewImagesResult = { ok: true; images: ReviewImageData[] } | { ok: false; error: string };

const DATA_URL = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/** Decoded size of a base64 string, without decoding it. */
export function base64Bytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * Reads the payload's `images` field (SPEC §3: a JSON-encoded list of data-URL strings,
 * omitted when none) and applies SPEC §5: at most 5, image types only, 5 MB each. Images are
 * named 'Image {n}' in messages because the payload carries no file names.
 */
export function readReviewImages(field: string | undefined): ReviewImagesResult {
  if (field === undefined || field === '') return { ok: true, images: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(field);
  } catch {
    return { ok: false, error: 'images must be a JSON list of data URLs' };
  }
  if (!Array.isArray(parsed) || !parsed.every((v): v is string => typeof v === 'string')) {
    return { ok: false, error: 'images must be a JSON list of data URLs' };
  }
  if (parsed.length > REVIEW_LIMITS.images) return { ok: false, error: REVIEW_MESSAGES.tooManyImages };
  const images: ReviewImageData[] = [];
  for (const [index, url] of parsed.entries()) {
    const name = `Image ${index + 1}`;
    const match = DATA_URL.exec(url);
    const mime = match?.[1];
    const base64 = match?.[2];
    if (!mime || base64 === undefined || base64.length % 4 !== 0 || !isReviewImageType(mime)) {
      return { ok: false, error: REVIEW_MESSAGES.notImage(name) };
    }
    const bytes = base64Bytes(base64);
    if (bytes === 0) return { ok: false, error: REVIEW_MESSAGES.notImage(name) };
    if (bytes > REVIEW_LIMITS.imageBytes) return { ok: false, error: REVIEW_MESSAGES.tooLarge(name) };
    images.push({ mime, base64, bytes });
  }
  return { ok: true, images };
}
