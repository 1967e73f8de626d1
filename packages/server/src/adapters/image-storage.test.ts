import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileImageStorage, type ImageStorage, InvalidImageKeyError } from './image-storage';

describe('file image storage', () => {
  let root: string;
  let storage: ImageStorage;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'media-'));
    storage = createFileImageStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('writes a file under the root and returns its /media/ URL', async () => {
    const url = await storage.put('products/x.webp', Buffer.from('RIFF'), 'image/webp');
    expect(url).toBe('/media/products/x.webp');
    expect(await readFile(join(root, 'products/x.webp'), 'utf8')).toBe('RIFF');
    expect(await storage.exists('products/x.webp')).toBe(true);
    expect(storage.urlOf('products/x.webp')).toBe(url);
  });

  it('replaces an existing file and leaves no temporary file behind', async () => {
    await storage.put('a.png', Buffer.from('one'), 'image/png');
    await storage.put('a.png', Buffer.from('two'), 'image/png');
    expect(await readFile(join(root, 'a.png'), 'utf8')).toBe('two');
    expect(await readdir(root)).toEqual(['a.png']);
  });

  it('deletes, and deleting a missing file is fine', async () => {
    await storage.put('reviews/r.jpg', Buffer.from('x'), 'image/jpeg');
    await storage.delete('reviews/r.jpg');
    expect(await storage.exists('reviews/r.jpg')).toBe(false);
    await expect(storage.delete('reviews/r.jpg')).resolves.toBeUndefined();
  });

  it.each(['../escape.webp', 'a/../../b.webp', '/etc/passwd', 'a//b.webp', './a.webp', 'a\\b.webp', '', 'a b.webp'])(
    'rejects the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(InvalidImageKeyError);
      await expect(storage.exists(key)).rejects.toThrow(InvalidImageKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidImageKeyError);
    },
  );

  it('rejects a content type that does not match the key or is not an image', async () => {
    await expect(storage.put('a.webp', Buffer.from('x'), 'image/png')).rejects.toThrow(/does not end/);
    await expect(storage.put('a.svg', Buffer.from('x'), 'image/svg+xml')).rejects.toThrow(/unsupported/);
  });
});
