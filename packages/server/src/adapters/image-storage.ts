import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/** What is stored under a key, without its bytes. */
export interface StoredImageInfo {
  contentType: string;
  size: number;
  lastModified: Date;
  /** A quoted entity tag, as sent in the ETag header. */
  etag: string;
}

interface StoredImage extends StoredImageInfo {
  body: Readable;
}

/**
 * Where product, category, banner and review images live. Keys are relative paths such as
 * `products/lunara-skin-dropper-1.webp`; the public URL is the path the app serves them under.
 */
export interface ImageStorage {
  /** Stores the bytes under the key (replacing any file there) and returns the public URL path. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The public URL path of a key, whether or not it exists yet. */
  urlOf(key: string): string;
  /** The stored bytes as a stream, with their type and validators; null when nothing is stored there. */
  get(key: string): Promise<StoredImage | null>;
  stat(key: string): Promise<StoredImageInfo | null>;
  /** The keys of the images directly in a folder (`''`: the top level), not in its subfolders. */
  list(folder: string): Promise<string[]>;
}

export class InvalidImageKeyError extends Error {
  override name = 'InvalidImageKeyError';
}

/** The URL prefix the Fastify app serves the media folder under (see http/app.ts). */
export const MEDIA_URL_PREFIX = '/media/';

const CONTENT_TYPES: Record<string, string[]> = {
  'image/webp': ['.webp'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/avif': ['.avif'],
  'image/gif': ['.gif'],
};

/**
 * A key is one or more path segments of letters, digits, '.', '_' and '-', separated by '/';
 * no empty, '.' or '..' segment, no leading '/', no backslash.
 */
export function isValidImageKey(key: string): boolean {
  const segments = key.split('/');
  return (
    key.length > 0 &&
    key.length <= 300 &&
    !isAbsolute(key) &&
    segments.every((s) => /^[A-Za-z0-9._-]+$/.test(s) && s !== '.' && s !== '..')
  );
}

export function assertValidKey(key: string): void {
  if (!isValidImageKey(key)) throw new InvalidImageKeyError(`invalid image key "${key}"`);
}

/** A folder for list(): `''` or a valid key. */
export function assertValidFolder(folder: string): void {
  if (folder !== '') assertValidKey(folder);
}

/** The image type a key's extension names; application/octet-stream for none. */
export function contentTypeOfKey(key: string): string {
  const lower = key.toLowerCase();
  const found = Object.entries(CONTENT_TYPES).find(([, extensions]) => extensions.some((ext) => lower.endsWith(ext)));
  return found ? found[0] : 'application/octet-stream';
}

export function isImageKey(key: string): boolean {
  return contentTypeOfKey(key) !== 'application/octet-stream';
}

export function assertContentType(key: string, contentType: string): void {
  const extensions = CONTENT_TYPES[contentType];
  if (!extensions) throw new InvalidImageKeyError(`unsupported image type "${contentType}"`);
  if (!extensions.some((ext) => key.toLowerCase().endsWith(ext))) {
    throw new InvalidImageKeyError(`key "${key}" does not end in ${extensions.join(' or ')} for ${contentType}`);
  }
}

/** Files under `root` (env.mediaDir), written atomically (temporary file, then rename). */
export function createFileImageStorage(root: string): ImageStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertValidKey(key);
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new InvalidImageKeyError(`invalid image key "${key}"`);
    return path;
  };
  const urlOf = (key: string) => {
    assertValidKey(key);
    return `${MEDIA_URL_PREFIX}${key}`;
  };
  const statOf = async (key: string): Promise<StoredImageInfo | null> => {
    try {
      const found = await stat(pathOf(key));
      if (!found.isFile()) return null;
      return {
        contentType: contentTypeOfKey(key),
        size: found.size,
        lastModified: found.mtime,
        etag: `"${found.size.toString(16)}-${Math.trunc(found.mtimeMs).toString(16)}"`,
      };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return null;
      throw error;
    }
  };
  let counter = 0;
  return {
    urlOf,
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      assertContentType(key, contentType);
      await mkdir(dirname(path), { recursive: true });
      counter += 1;
      const temporary = `${path}.${process.pid}.${counter}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
      return urlOf(key);
    },
    async exists(key) {
      return (await statOf(key)) !== null;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    stat: statOf,
    async get(key) {
      const info = await statOf(key);
      return info && { ...info, body: createReadStream(pathOf(key)) };
    },
    async list(folder) {
      assertValidFolder(folder);
      try {
        const entries = await readdir(folder ? pathOf(folder) : base, { withFileTypes: true });
        return entries
          .filter((e) => e.isFile() && isImageKey(e.name))
          .map((e) => (folder ? `${folder}/${e.name}` : e.name));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') return [];
        throw error;
      }
    },
  };
}
