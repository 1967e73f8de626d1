import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { parsedByTheService } from '@shop/domain/schemas/admin-replies';
import type { ImageStorage } from '../../adapters/image-storage';
import { badRequest } from '../../errors';
import { sniffImageType } from '../reviews/review-image-files';

/** What staff may upload as a product, category or banner image: the limits and their messages in one place. */
const IMAGE_UPLOAD_LIMITS = {
  /** Bytes per file as uploaded (a phone photo is 3–6 MB). */
  fileBytes: 10 * 1024 * 1024,
  /** Longest side kept after re-encoding: product pages show at most ~1200 px on retina phones. */
  maxSide: 2000,
  /** Refuses decompression bombs: a small file claiming an enormous canvas. */
  maxPixels: 50_000_000,
} as const;

/** The documented body of an upload route: multipart/form-data, read by readUploadedFiles (the JSON validator sees no body). */
export const uploadBody = parsedByTheService.describe('multipart/form-data: one or more image files (any field name)');

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

const MB = 1024 * 1024;

/**
 * The files of a multipart/form-data request (any field name), at most `maxFiles`, each at most
 * IMAGE_UPLOAD_LIMITS.fileBytes (the multipart plugin is registered with throwFileSizeLimit: false, so an
 * oversized file arrives truncated and is refused here by name). Anything else (no files, too many, too large, not multipart) is
 * refused with a message naming the file and the limit; no file is kept.
 */
export async function readUploadedFiles(request: FastifyRequest, maxFiles: number): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw badRequest('Send the images as multipart/form-data.');
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: IMAGE_UPLOAD_LIMITS.fileBytes, files: maxFiles + 1, fields: 10 },
    })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      const filename = part.filename || `file ${files.length + 1}`;
      if (part.file.truncated)
        throw badRequest(
          `"${filename}" is larger than ${IMAGE_UPLOAD_LIMITS.fileBytes / MB} MB. Choose a smaller image.`,
        );
      if (files.length === maxFiles)
        throw badRequest(`At most ${maxFiles} image${maxFiles === 1 ? '' : 's'} can be uploaded here at once.`);
      files.push({ filename, bytes });
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'ValidationError') throw error;
    throw badRequest('The upload could not be read. Try again.');
  }
  if (files.length === 0) throw badRequest('Choose an image to upload.');
  return files;
}

/**
 * Decodes and re-encodes one image as WebP (JPEG, PNG, WebP or GIF in; type read from the bytes,
 * not the name): EXIF orientation applied, metadata dropped, scaled down to maxSide. Anything
 * that is not such an image is refused with its file name.
 */
async function encodeWebp(file: UploadedFile): Promise<Buffer> {
  if (file.bytes.length === 0) throw badRequest(`"${file.filename}" is empty.`);
  const type = sniffImageType(file.bytes);
  if (!type) throw badRequest(`"${file.filename}" is not a JPEG, PNG, WebP or GIF image.`);
  try {
    return await sharp(file.bytes, { limitInputPixels: IMAGE_UPLOAD_LIMITS.maxPixels })
      .rotate()
      .resize({
        width: IMAGE_UPLOAD_LIMITS.maxSide,
        height: IMAGE_UPLOAD_LIMITS.maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(`"${file.filename}" could not be read as an image.`);
  }
}

/** A storage key under `folder` for `owner` (its name made key-safe), unique by a random suffix. */
function imageKey(folder: string, owner: string): string {
  const safe =
    owner
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'image';
  return `${folder}/${safe}-${randomBytes(5).toString('hex')}.webp`;
}

/** Encodes every file first (any refusal stores nothing), then stores them; the keys and URLs, in order. */
export async function storeWebpImages(
  storage: ImageStorage,
  folder: string,
  owner: string,
  files: UploadedFile[],
): Promise<{ key: string; url: string }[]> {
  const encoded: Buffer[] = [];
  for (const file of files) encoded.push(await encodeWebp(file));
  const stored: { key: string; url: string }[] = [];
  try {
    for (const bytes of encoded) {
      const key = imageKey(folder, owner);
      stored.push({ key, url: await storage.put(key, bytes, 'image/webp') });
    }
  } catch (error) {
    await deleteImages(
      storage,
      stored.map((s) => s.key),
    );
    throw error;
  }
  return stored;
}

/** Removes stored images; a failure to remove one is not the caller's failure (the file is orphaned, not shown). */
export async function deleteImages(storage: ImageStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}
