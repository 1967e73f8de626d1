import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { MEDIA_URL_PREFIX } from '../../adapters/image-storage';
import { sniffImageType } from '../reviews/review-image-files';

/**
 * JPEG renditions of media images for link previews (Open Graph, Twitter cards): WhatsApp shows
 * JPEG and PNG under 300 KB reliably, WebP not. The rendition of `/media/<key>` is
 * `/media/og/<key>.jpg` (e.g. `/media/og/products/x.v1.webp.jpg`), drawn once into
 * `MEDIA_DIR/og/<key>.jpg` and read from there afterwards. `/media/og/placeholder.jpg` stands in
 * for a product without an image. apps/web/src/lib/seo/og-image.ts builds the same addresses.
 */
export const OG_URL_PREFIX = `${MEDIA_URL_PREFIX}og/`;
/** The folder under MEDIA_DIR holding the renditions; never itself a source. */
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
export type OgTarget = { kind: 'image'; sourceKey: string; cacheKey: string } | { kind: 'placeholder'; cacheKey: string };

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

async function statFile(path: string) {
  try {
    const found = await stat(path);
    return found.isFile() ? found : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
    throw error;
  }
}

export interface OgImageStore {
  /** The rendition an address after `/media/og/` asks for (still percent-encoded), drawn on first use. */
  jpegFor(encodedPath: string): Promise<OgImageResult>;
}

/**
 * A copy stamped with its source's time is fresh. utimes takes seconds as a float, so the stamp
 * read back can fall just under the millisecond it was given: allow that one millisecond.
 */
export function isFreshCopy(copyMtimeMs: number, sourceMtimeMs: number): boolean {
  return copyMtimeMs > Math.trunc(sourceMtimeMs) - 1;
}

/**
 * Renditions of the images under `mediaDir`, cached in `mediaDir/og/`. A cached file carries its
 * source's modification time, so a replaced source is drawn again. Written as a temporary file
 * renamed into place: concurrent first requests (here or in another process) never see half a
 * file; within this process they share one drawing.
 */
export function createOgImageStore(mediaDir: string): OgImageStore {
  const base = resolve(mediaDir);
  const inside = (key: string) => {
    const path = resolve(base, key);
    return path.startsWith(base + sep) ? path : null;
  };
  const drawing = new Map<string, Promise<OgImageResult>>();

  const write = async (path: string, jpeg: Buffer, mtime: Date | null) => {
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, jpeg);
      if (mtime) await utimes(temporary, mtime, mtime);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };

  const draw = async (target: OgTarget, cachePath: string): Promise<OgImageResult> => {
    if (target.kind === 'placeholder') {
      if (await statFile(cachePath)) return { ok: true, jpeg: await readFile(cachePath) };
      const jpeg = await renderOgJpeg(Buffer.from(PLACEHOLDER_SVG));
      await write(cachePath, jpeg, null);
      return { ok: true, jpeg };
    }
    const sourcePath = inside(target.sourceKey);
    const source = sourcePath && (await statFile(sourcePath));
    if (!sourcePath || !source) return { ok: false, error: 'not-found' };
    const cached = await statFile(cachePath);
    if (cached && isFreshCopy(cached.mtimeMs, source.mtimeMs)) return { ok: true, jpeg: await readFile(cachePath) };
    if (source.size > MAX_SOURCE_BYTES) return { ok: false, error: 'not-an-image' };
    const bytes = await readFile(sourcePath);
    const type = sniffImageType(bytes);
    if (type !== 'webp' && type !== 'png' && type !== 'jpeg') return { ok: false, error: 'not-an-image' };
    let jpeg: Buffer;
    try {
      jpeg = await renderOgJpeg(bytes);
    } catch {
      return { ok: false, error: 'not-an-image' };
    }
    await write(cachePath, jpeg, source.mtime);
    return { ok: true, jpeg };
  };

  return {
    async jpegFor(encodedPath) {
      const parsed = parseOgPath(encodedPath);
      if (!parsed.ok) return parsed;
      const cachePath = inside(parsed.target.cacheKey);
      if (!cachePath) return { ok: false, error: 'invalid-path' };
      const pending = drawing.get(cachePath);
      if (pending) return pending;
      const result = draw(parsed.target, cachePath).finally(() => drawing.delete(cachePath));
      drawing.set(cachePath, result);
      return result;
    },
  };
}
