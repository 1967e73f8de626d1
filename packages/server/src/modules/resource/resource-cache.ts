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
}

export const currentCatalogVersion = () => catalogVersion;

/** What the cache holds: text or bytes (sized by `length`). */
export type Cacheable = string | Buffer;

interface Entry<V> {
  value: V;
  expires: number;
  version: number;
}

export interface ResponseCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
}

export class ResponseCache<V extends Cacheable = string> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly pending = new Map<string, Promise<V>>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: ResponseCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.ttlMs = options.ttlMs ?? 5000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== catalogVersion || entry.expires <= this.now()) {
      this.bytes -= entry.value.length;
      return undefined;
    }
    this.entries.set(key, entry); // most recently used goes last
    return entry.value;
  }

  set(key: string, value: V, version = catalogVersion): void {
    if (value.length > this.maxBytes / 8) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.value.length;
      this.entries.delete(key);
    }
    this.entries.set(key, { value, expires: this.now() + this.ttlMs, version });
    this.bytes += value.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, Entry<V>];
      this.entries.delete(oldestKey);
      this.bytes -= oldest.value.length;
    }
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
