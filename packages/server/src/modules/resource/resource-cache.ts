import { LRUCache } from 'lru-cache';
import { announceChange } from '../../cache/local-changes';

/**
 * A small in-memory cache for anonymous catalog answers (serialised JSON, as bytes), so the
 * listing and search, hit on every scroll and keystroke, mostly skip the database.
 *
 * - Bounded: at most `maxEntries` entries and `maxBytes` of text, least recently used first out.
 * - Short-lived: entries expire after `ttlMs` (5 s), which bounds staleness across app nodes.
 * - Invalidated at once in this process by `bumpCatalogVersion()`, which modules call after any
 *   catalog write (items, stock, prices, categories, brands, pages, review approval).
 * - Concurrent misses for one key share a single computation.
 */
let catalogVersion = 0;

/** Call after writing catalog data: every cached answer in this process becomes stale. */
export function bumpCatalogVersion(): void {
  catalogVersion += 1;
  announceChange();
}

/** What the cache holds: text or bytes (sized by `length`). */
export type Cacheable = string | Buffer;

interface Entry<V> {
  value: V;
  version: number;
}

export interface ResponseCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
}

/** lru-cache bounds entries, bytes and age; the catalog version and shared misses are ours. */
export class ResponseCache<V extends Cacheable = string> {
  private readonly entries: LRUCache<string, Entry<V>>;
  private readonly pending = new Map<string, Promise<V>>();

  constructor(options: ResponseCacheOptions = {}) {
    const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.entries = new LRUCache<string, Entry<V>>({
      max: options.maxEntries ?? 500,
      maxSize: maxBytes,
      maxEntrySize: maxBytes / 8,
      sizeCalculation: (entry) => Math.max(1, entry.value.length),
      ttl: options.ttlMs ?? 5000,
      ttlResolution: 0,
      ...(options.now ? { perf: { now: options.now } } : {}),
    });
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== catalogVersion) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, version = catalogVersion): void {
    this.entries.set(key, { value, version });
  }

  /** The cached value, or `compute()` once for all concurrent callers of the same key. */
  async getOrCompute(key: string, compute: () => Promise<V>): Promise<{ value: V; hit: boolean }> {
    const cached = this.get(key);
    if (cached !== undefined) return { value: cached, hit: true };
    const running = this.pending.get(key);
    if (running) return { value: await running, hit: true };
    const version = catalogVersion;
    const promise = compute();
    this.pending.set(key, promise);
    try {
      const value = await promise;
      this.set(key, value, version);
      return { value, hit: false };
    } finally {
      this.pending.delete(key);
    }
  }
}
