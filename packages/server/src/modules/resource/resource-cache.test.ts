import { describe, expect, it } from 'vitest';
import { ResponseCache, bumpCatalogVersion } from './resource-cache';

describe('ResponseCache', () => {
  it('expires entries once older than the TTL', () => {
    let now = 1000;
    const cache = new ResponseCache({ ttlMs: 5000, now: () => now });
    cache.set('a', '1');
    now += 5000;
    expect(cache.get('a')).toBe('1');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('evicts the least recently used entry beyond maxEntries', () => {
    const cache = new ResponseCache({ maxEntries: 2 });
    cache.set('a', '1');
    cache.set('b', '2');
    expect(cache.get('a')).toBe('1'); // a is now the most recent
    cache.set('c', '3');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('1');
    expect(cache.get('c')).toBe('3');
    expect(cache.size).toBe(2);
  });

  it('bounds the bytes held and skips values too big to cache', () => {
    const cache = new ResponseCache({ maxBytes: 80 });
    cache.set('big', 'x'.repeat(11));
    expect(cache.get('big')).toBeUndefined();
    cache.set('a', 'x'.repeat(10));
    cache.set('b', 'x'.repeat(10));
    for (let i = 0; i < 10; i += 1) cache.set(`k${i}`, 'y'.repeat(10));
    expect(cache.size).toBeLessThanOrEqual(8);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops everything cached before bumpCatalogVersion()', () => {
    const cache = new ResponseCache();
    cache.set('a', '1');
    bumpCatalogVersion();
    expect(cache.get('a')).toBeUndefined();
  });

  it('computes once for concurrent misses of one key, and does not cache a result computed across a bump', async () => {
    const cache = new ResponseCache();
    let calls = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const compute = async () => {
      calls += 1;
      await gate;
      return 'v';
    };
    const both = Promise.all([cache.getOrCompute('k', compute), cache.getOrCompute('k', compute)]);
    bumpCatalogVersion();
    release();
    const [first, second] = await both;
    expect(calls).toBe(1);
    expect(first).toEqual({ value: 'v', hit: false });
    expect(second).toEqual({ value: 'v', hit: true });
    expect(cache.get('k')).toBeUndefined();
  });

  it('does not keep a failed computation', async () => {
    const cache = new ResponseCache();
    await expect(cache.getOrCompute('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.getOrCompute('k', async () => 'ok')).toEqual({ value: 'ok', hit: false });
  });
});
