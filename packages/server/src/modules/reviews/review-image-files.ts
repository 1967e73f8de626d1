import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { REVIEW_LIMITS } from '@shop/domain/schemas/review';
import type { ReviewImageData } from '@shop/domain/schemas/review-images';
import type { ImageStorage } from '../../adapters/image-storage';
import { ShopperError, type ShopperText, text } from '../../i18n/shopper-text';

/** What the bytes really are, by their magic numbers (the declared type is not trusted). */
export type SniffedImageType = 'jpeg' | 'png' | 'webp' | 'gif';

export function sniffImageType(bytes: Buffer): SniffedImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/** Longest side kept; larger photos are scaled down (phone cameras send 4000+ px). */
const REVIEW_IMAGE_MAX_SIDE = 2000;
/** Refuses decompression bombs: a small file claiming an enormous canvas. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Decodes, checks (magic bytes, 5 MB decoded) and re-encodes one image as WebP: EXIF orientation
 * applied, then every piece of metadata (GPS position, camera, comments) dropped, since sharp
 * writes none unless asked. Anything sharp cannot decode is refused as not an image.
 */
async function reencodeReviewImage(image: ReviewImageData, label: ShopperText): Promise<Buffer> {
  const bytes = Buffer.from(image.base64, 'base64');
  if (bytes.length > REVIEW_LIMITS.imageBytes)
    throw new ShopperError('ValidationError', text('review.tooLarge', { file: label }));
  const type = sniffImageType(bytes);
  if (!type) throw new ShopperError('ValidationError', text('review.notImage', { file: label }));
  try {
    return await sharp(bytes, { animated: type === 'gif' || type === 'webp', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: REVIEW_IMAGE_MAX_SIDE, height: REVIEW_IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new ShopperError('ValidationError', text('review.notImage', { file: label }));
  }
}

/** Re-encodes every image first (any refusal stores nothing), then writes them; the keys written. */
export async function storeReviewImages(
  storage: ImageStorage,
  reviewName: string,
  images: ReviewImageData[],
): Promise<{ keys: string[]; urls: string[] }> {
  const encoded: Buffer[] = [];
  for (const [index, image] of images.entries())
    encoded.push(await reencodeReviewImage(image, text('review.imageLabel', { n: index + 1 })));
  const keys: string[] = [];
  const urls: string[] = [];
  try {
    for (const [index, bytes] of encoded.entries()) {
      const key = `reviews/${reviewName}-${index + 1}-${randomBytes(4).toString('hex')}.webp`;
      keys.push(key);
      urls.push(await storage.put(key, bytes, 'image/webp'));
    }
  } catch (error) {
    await deleteReviewImages(storage, keys);
    throw error;
  }
  return { keys, urls };
}

export async function deleteReviewImages(storage: ImageStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}
