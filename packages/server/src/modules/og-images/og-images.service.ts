import sharp from 'sharp';
import { type ImageStorage, MEDIA_URL_PREFIX, isValidImageKey } from '../../adapters/image-storage';
import { sniffImageType } from '../reviews/review-image-files';

/**
 * JPEG renditions of media images for link previews (Open Graph, Twitter cards): WhatsApp shows
 * JPEG and PNG under 300 KB reliably, WebP not. The rendition of `/media/<key>` is
 * `/media/og/<key>.jpg` (e.g. `/media/og/products/x.v1.webp.jpg`), drawn once into
 * `og/<key>.jpg` of the media storage and read from there afterwards. `/media/og/placeholder.jpg` stands in
 * for a product without an image. apps/web/src/lib/seo/og-image.ts builds the same addresses.
 */
export const OG_URL_PREFIX = `${MEDIA_URL_PREFIX}og/`;
/** The storage folder holding the renditions; never itself a source. */
const OG_CACHE_FOLDER = 'og';
/**
 * Every rendition is this square, the picture contained in it on white: one fixed size lets the
 * pages declare og:image:width/height without reading the source.
 */
export const OG_IMAGE_SIDE = 1200;
/** WhatsApp's bound; quality steps down until the JPEG fits. */
export const OG_IMAGE_MAX_BYTES = 300 * 1024;
const QUALITIES = [82, 72, 62, 52, 42, 32] as const;
const PLACEHOLDER_NAME = 'placeholder.jpg';
/** Bump when the placeholder drawing changes, so the cached one is drawn again. */
const PLACEHOLDER_CACHE_KEY = `${OG_CACHE_FOLDER}/placeholder.v1.jpg`;
const SOURCE = /\.(webp|png|jpe?g)$/i;
const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
/** Refuses decompression bombs: a small file claiming an enormous canvas. */
const MAX_INPUT_PIXELS = 50_000_000;
const WHITE = '#ffffff';

/** The storefront's placeholder (apps/web/public/placeholder.svg), drawn at the rendition size. */
const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="${OG_IMAGE_SIDE}" height="${OG_IMAGE_SIDE}"><rect width="400" height="400" fill="#f6e6ea"/><g fill="none" stroke="#c79aab" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"><rect x="120" y="110" width="160" height="180" rx="22"/><circle cx="170" cy="170" r="18"/><path d="M130 270l55-55 40 40 25-25 40 40"/></g></svg>`;

/** What a `/media/og/…` address asks for: a source image's rendition, or the placeholder. */
export type OgTarget =
  { kind: 'image'; sourceKey: string; cacheKey: string } | { kind: 'placeholder'; cacheKey: string };

export type OgPathError = 'invalid-path' | 'not-found';
type OgImageError = OgPathError | 'not-an-image';
type OgImageResult = { ok: true; jpeg: Buffer } | { ok: false; error: OgImageError };

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Reads the still percent-encoded part of the address after `/media/og/`. Encoded slashes or
 * backslashes, NUL and other control characters, empty, `.` and `..` segments are invalid; an
 * address that names no WebP/PNG/JPEG source (or names a rendition) is not found. Nothing here
 * touches the filesystem.
 */
export function parseOgPath(encoded: string): { ok: true; target: OgTarget } | { ok: false; error: OgPathError } {
  if (encoded.length === 0) return { ok: false, error: 'not-found' };
  if (encoded.length > 1000 || /%2f|%5c|\\/i.test(encoded)) return { ok: false, error: 'invalid-path' };
  const segments: string[] = [];
  for (const raw of encoded.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { ok: false, error: 'invalid-path' };
    }
    if (segment === '' || segment === '.' || segment === '..' || CONTROL.test(segment) || segment.includes('/')) {
      return { ok: false, error: 'invalid-path' };
    }
    segments.push(segment);
  }
  const name = segments.join('/');
  if (name === PLACEHOLDER_NAME) return { ok: true, target: { kind: 'placeholder', cacheKey: PLACEHOLDER_CACHE_KEY } };
  const sourceKey = name.endsWith('.jpg') ? name.slice(0, -'.jpg'.length) : '';
  if (!SOURCE.test(sourceKey) || segments[0] === OG_CACHE_FOLDER) return { ok: false, error: 'not-found' };
  return { ok: true, target: { kind: 'image', sourceKey, cacheKey: `${OG_CACHE_FOLDER}/${name}` } };
}

/**
 * The JPEG for a link preview: rotated by its EXIF orientation, contained in a white
 * OG_IMAGE_SIDE square (transparency on white), no metadata (sharp writes none unless asked),
 * quality 82 stepping down while it is over OG_IMAGE_MAX_BYTES.
 */
async function renderOgJpeg(input: Buffer): Promise<Buffer> {
  const picture = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: OG_IMAGE_SIDE, height: OG_IMAGE_SIDE, fit: 'contain', background: WHITE })
    .flatten({ background: WHITE });
  let jpeg = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await picture.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= OG_IMAGE_MAX_BYTES) break;
  }
  return jpeg;
}

/** The whole stored image, or null when it is gone or larger than `limit`. */
async function readAll(storage: ImageStorage, key: string, limit: number): Promise<Buffer | null> {
  const image = await storage.get(key);
  if (!image) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of image.body) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      image.body.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export interface OgImageStore {
  /** The rendition an address after `/media/og/` asks for (still percent-encoded), drawn on first use. */
  jpegFor(encodedPath: string): Promise<OgImageResult>;
}

/**
 * A copy written at or after its source's time is fresh. The file storage's times read back can
 * fall just under the millisecond they were written: allow that one millisecond.
 */
export function isFreshCopy(copyMtimeMs: number, sourceMtimeMs: number): boolean {
  return copyMtimeMs > Math.trunc(sourceMtimeMs) - 1;
}

/**
 * Renditions of the stored images, cached in the same storage under `og/` (so every node shares
 * them). A cached copy is fresh when written no earlier than its source, so a replaced source is
 * drawn again. The storage writes whole objects (a folder renames a temporary file into place):
 * concurrent first requests (here or on another node) never see half a file; within this process
 * they share one drawing.
 */
export function createOgImageStore(storage: ImageStorage): OgImageStore {
  const drawing = new Map<string, Promise<OgImageResult>>();

  const cachedCopy = async (cacheKey: string, sourceTime: Date | null): Promise<Buffer | null> => {
    const cached = await storage.stat(cacheKey);
    if (!cached || (sourceTime && !isFreshCopy(cached.lastModified.getTime(), sourceTime.getTime()))) return null;
    return readAll(storage, cacheKey, MAX_SOURCE_BYTES);
  };

  const draw = async (target: OgTarget): Promise<OgImageResult> => {
    if (target.kind === 'placeholder') {
      const cached = await cachedCopy(target.cacheKey, null);
      if (cached) return { ok: true, jpeg: cached };
      const jpeg = await renderOgJpeg(Buffer.from(PLACEHOLDER_SVG));
      await storage.put(target.cacheKey, jpeg, 'image/jpeg');
      return { ok: true, jpeg };
    }
    if (!isValidImageKey(target.sourceKey)) return { ok: false, error: 'not-found' };
    const source = await storage.stat(target.sourceKey);
    if (!source) return { ok: false, error: 'not-found' };
    const cached = await cachedCopy(target.cacheKey, source.lastModified);
    if (cached) return { ok: true, jpeg: cached };
    if (source.size > MAX_SOURCE_BYTES) return { ok: false, error: 'not-an-image' };
    const bytes = await readAll(storage, target.sourceKey, MAX_SOURCE_BYTES);
    if (!bytes) return { ok: false, error: 'not-found' };
    const type = sniffImageType(bytes);
    if (type !== 'webp' && type !== 'png' && type !== 'jpeg') return { ok: false, error: 'not-an-image' };
    let jpeg: Buffer;
    try {
      jpeg = await renderOgJpeg(bytes);
    } catch {
      return { ok: false, error: 'not-an-image' };
    }
    await storage.put(target.cacheKey, jpeg, 'image/jpeg');
    return { ok: true, jpeg };
  };

  return {
    async jpegFor(encodedPath) {
      const parsed = parseOgPath(encodedPath);
      if (!parsed.ok) return parsed;
      const { cacheKey } = parsed.target;
      const pending = drawing.get(cacheKey);
      if (pending) return pending;
      const result = draw(parsed.target).finally(() => drawing.delete(cacheKey));
      drawing.set(cacheKey, result);
      return result;
    },
  };
}
