import { basename } from 'node:path';
import { isIP } from 'node:net';
import type { CatalogFileError } from '@shop/domain/catalog-file';
import { catalogFileError } from '@shop/domain/catalog-file';
import pLimit from 'p-limit';
import yauzl from 'yauzl';
import type { ImageStorage } from '../../adapters/image-storage';
import { badRequest } from '../../errors';
import { deleteImages, storeWebpImages } from '../catalog/image-upload.admin';

const MB = 1024 * 1024;
/** One image, fetched or unzipped, as an upload allows. */
const IMAGE_BYTES = 10 * MB;
const FETCH_TIMEOUT_MS = 15_000;

/** The image files of an images ZIP, found by their file name (folders inside the ZIP do not matter). */
export interface ImageZip {
  has(file: string): boolean;
  read(file: string): Promise<Buffer>;
  close(): void;
}

export async function openImageZip(bytes: Buffer): Promise<ImageZip> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  ).catch(() => {
    throw badRequest('The images file is not a ZIP archive.');
  });
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith('/')) entries.set(basename(entry.fileName).toLowerCase(), entry);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return {
    has: (file) => entries.has(basename(file).toLowerCase()),
    read: async (file) => {
      const entry = entries.get(basename(file).toLowerCase());
      if (!entry || entry.uncompressedSize > IMAGE_BYTES) throw new Error('too large');
      const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
        zip.openReadStream(entry, (error, s) => (error ? reject(error) : resolve(s))),
      );
      const parts: Buffer[] = [];
      let size = 0;
      for await (const part of stream as AsyncIterable<Buffer>) {
        size += part.length;
        if (size > IMAGE_BYTES) throw new Error('too large');
        parts.push(part);
      }
      return Buffer.concat(parts);
    },
    close: () => zip.close(),
  };
}

const PRIVATE_HOST = /^(localhost|.*\.local|.*\.internal)$/i;
const isPrivateAddress = (host: string) =>
  PRIVATE_HOST.test(host) ||
  (isIP(host) !== 0 &&
    /^(127\.|10\.|192\.168\.|169\.254\.|172\.(1[6-9]|2\d|3[01])\.|0\.|::1$|\[?::1\]?$|f[cd])/i.test(host));

/** Whether an image cell is an address the server may fetch (https only, and no private host, in production). */
export function fetchableUrl(text: string, production: boolean): URL | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !production)) return null;
  if (production && isPrivateAddress(url.hostname.replace(/^\[|\]$/g, ''))) return null;
  return url;
}

async function fetchImage(url: URL): Promise<Buffer> {
  const reply = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!reply.ok) throw new Error(`HTTP ${reply.status}`);
  if (!(reply.headers.get('content-type') ?? '').startsWith('image/')) throw new Error('not an image');
  if (Number(reply.headers.get('content-length') ?? 0) > IMAGE_BYTES) throw new Error('larger than 10 MB');
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of reply.body as unknown as AsyncIterable<Uint8Array>) {
    size += part.length;
    if (size > IMAGE_BYTES) throw new Error('larger than 10 MB');
    parts.push(Buffer.from(part));
  }
  return Buffer.concat(parts);
}

/** An image a row asks for: an address to fetch or a file of the ZIP. */
export interface ImageJob {
  row: number;
  itemCode: string;
  source: { url: URL } | { file: string };
}

export interface PreparedImages {
  /** Each item's new image, by item code. */
  stored: Map<string, { url: string; key: string }>;
  errors: CatalogFileError[];
  /** Removes what was stored (the import was not applied). */
  discard(): Promise<void>;
}

/**
 * Fetches or unzips each image, re-encodes it as uploads are (WebP, ≤ 2000 px, metadata
 * dropped) and stores it, four at a time; a failure is the row's error, not the import's.
 */
export async function prepareImages(
  jobs: ImageJob[],
  zip: ImageZip | null,
  storage: ImageStorage,
): Promise<PreparedImages> {
  const stored = new Map<string, { url: string; key: string }>();
  const keys: string[] = [];
  const errors: CatalogFileError[] = [];
  const limit = pLimit(4);
  await Promise.all(
    jobs.map((job) =>
      limit(async () => {
        const label = 'url' in job.source ? job.source.url.href : job.source.file;
        let bytes: Buffer;
        try {
          bytes = 'url' in job.source ? await fetchImage(job.source.url) : await zip!.read(job.source.file);
        } catch (error) {
          const reason = error instanceof Error ? error.message : 'failed';
          errors.push(
            'url' in job.source
              ? catalogFileError(job.row, 'image', 'image.fetch', { url: label, reason })
              : catalogFileError(job.row, 'image', 'image.unreadable', { file: label, mb: IMAGE_BYTES / MB }),
          );
          return;
        }
        try {
          const [image] = await storeWebpImages(storage, 'products', job.itemCode, [{ filename: label, bytes }]);
          stored.set(job.itemCode, image!);
          keys.push(image!.key);
        } catch {
          errors.push(catalogFileError(job.row, 'image', 'image.unreadable', { file: label, mb: IMAGE_BYTES / MB }));
        }
      }),
    ),
  );
  return { stored, errors, discard: () => deleteImages(storage, keys) };
}
