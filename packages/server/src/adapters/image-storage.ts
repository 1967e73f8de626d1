import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';

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
function assertValidKey(key: string): void {
  const segments = key.split('/');
  const valid = key.length > 0 && key.length <= 300 && !isAbsolute(key) && segments.every((s) => /^[A-Za-z0-9._-]+$/.test(s) && s !== '.' && s !== '..');
  if (!valid) throw new InvalidImageKeyError(`invalid image key "${key}"`);
}

function assertContentType(key: string, contentType: string): void {
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
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
