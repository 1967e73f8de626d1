import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMediaImages } from '../modules/settings/settings.admin.service';
import { type TestS3, startTestS3 } from '../testing/s3-server';
import { type ImageStorage, InvalidImageKeyError, createFileImageStorage } from './image-storage';
import { createS3ImageStorage } from './s3-image-storage';

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const WEBP = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 review-photo', 'latin1');

/** What every ImageStorage keeps to, the local folder and the bucket alike. */
describe.each(['folder', 's3'] as const)('image storage contract: %s', (kind) => {
  let storage: ImageStorage;
  let s3: TestS3 | undefined;
  let folder: string | undefined;

  beforeAll(async () => {
    if (kind === 'folder') {
      folder = await mkdtemp(join(tmpdir(), 'media-contract-'));
      storage = createFileImageStorage(folder);
      return;
    }
    s3 = await startTestS3();
    storage = createS3ImageStorage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      accessKeyId: s3.settings.MEDIA_S3_ACCESS_KEY_ID,
      secretAccessKey: s3.settings.MEDIA_S3_SECRET_ACCESS_KEY,
    });
  });
  afterAll(async () => {
    await s3?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('puts, then gets the same bytes with their type, size and validators; stat and exists agree', async () => {
    const before = Date.now();
    expect(await storage.put('reviews/r1-1-abcd1234.webp', WEBP, 'image/webp')).toBe(
      '/media/reviews/r1-1-abcd1234.webp',
    );
    const image = await storage.get('reviews/r1-1-abcd1234.webp');
    expect(image).not.toBeNull();
    const { body, ...info } = image!;
    expect(await bytesOf(body)).toEqual(WEBP);
    expect(info).toMatchObject({ contentType: 'image/webp', size: WEBP.length });
    expect(info.etag).toMatch(/^".+"$/);
    // S3 keeps whole seconds
    expect(info.lastModified.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(await storage.stat('reviews/r1-1-abcd1234.webp')).toEqual(info);
    expect(await storage.exists('reviews/r1-1-abcd1234.webp')).toBe(true);
  });

  it('replaces the bytes stored under a key, with a new entity tag', async () => {
    await storage.put('banners/sale.png', Buffer.from('first picture'), 'image/png');
    const first = await storage.stat('banners/sale.png');
    await storage.put('banners/sale.png', Buffer.from('second, longer picture'), 'image/png');
    const second = await storage.get('banners/sale.png');
    expect(await bytesOf(second!.body)).toEqual(Buffer.from('second, longer picture'));
    expect(second!.etag).not.toBe(first!.etag);
  });

  it('deletes; a deleted or never stored key reads as nothing, and deleting it again is fine', async () => {
    await storage.put('reviews/gone.jpg', Buffer.from([0xff, 0xd8, 0xff, 0x00]), 'image/jpeg');
    await storage.delete('reviews/gone.jpg');
    expect(await storage.get('reviews/gone.jpg')).toBeNull();
    expect(await storage.stat('reviews/gone.jpg')).toBeNull();
    expect(await storage.exists('reviews/gone.jpg')).toBe(false);
    await expect(storage.delete('reviews/gone.jpg')).resolves.toBeUndefined();
    expect(await storage.get('products/never-stored.webp')).toBeNull();
  });

  it('lists the images directly in a folder, not those in its subfolders, and nothing for an unknown folder', async () => {
    await storage.put('banners/ramadan.webp', WEBP, 'image/webp');
    await storage.put('banners/old/eid.webp', WEBP, 'image/webp');
    await storage.put('top.png', Buffer.from('png'), 'image/png');
    expect((await storage.list('banners')).sort()).toEqual(['banners/ramadan.webp', 'banners/sale.png']);
    expect(await storage.list('')).toEqual(['top.png']);
    expect(await storage.list('no-such-folder')).toEqual([]);
    // the admin's banner picker reads the same listing
    expect(await listMediaImages(storage)).toEqual([
      { url: '/media/banners/ramadan.webp', folder: 'banners' },
      { url: '/media/banners/sale.png', folder: 'banners' },
      { url: '/media/top.png', folder: '' },
    ]);
  });

  it.each(['../escape.webp', 'a/../../b.webp', '/etc/passwd', 'a//b.webp', './a.webp', 'a\\b.webp', '', 'a b.webp'])(
    'refuses the key %j before reaching the storage',
    async (key) => {
      await expect(storage.put(key, WEBP, 'image/webp')).rejects.toThrow(InvalidImageKeyError);
      await expect(storage.get(key)).rejects.toThrow(InvalidImageKeyError);
      await expect(storage.stat(key)).rejects.toThrow(InvalidImageKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidImageKeyError);
      if (key !== '') await expect(storage.list(key)).rejects.toThrow(InvalidImageKeyError);
    },
  );

  it('refuses a content type that does not match the key or is not an image', async () => {
    await expect(storage.put('a.webp', WEBP, 'image/png')).rejects.toThrow(/does not end/);
    await expect(storage.put('a.svg', Buffer.from('<svg/>'), 'image/svg+xml')).rejects.toThrow(/unsupported/);
    expect(await storage.exists('a.webp')).toBe(false);
  });
});
