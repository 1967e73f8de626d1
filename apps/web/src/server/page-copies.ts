import { LRUCache } from 'lru-cache';

/** A stored page as this process keeps it: the HTML cut at its nonce, so a copy is the pieces joined by a fresh one. */
export interface ReadyPage {
  headers: Record<string, string | string[]>;
  pieces: string[];
}

export interface CopyLimits {
  /** Pages kept (least recently served first out). */
  maxEntries: number;
  /** Bytes of HTML kept, all pages together. */
  maxBytes: number;
}

/**
 * This process's pages under their versioned keys, least recently served evicted first: the
 * whole page cache of the embedded start, and the Redis cache's copies (they save fetching and
 * parsing ~120 KB per view). A new change version empties it, as it makes the Redis copies
 * unreachable, so it is never staler than Redis.
 */
export class PageCopies {
  private readonly pages: LRUCache<string, ReadyPage>;
  private version = -1;

  constructor({ maxEntries, maxBytes }: CopyLimits) {
    this.pages = new LRUCache<string, ReadyPage>({
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: (page) =>
        Math.max(
          1,
          page.pieces.reduce((bytes, piece) => bytes + Buffer.byteLength(piece), 0),
        ),
    });
  }

  get(key: string, version: number): ReadyPage | undefined {
    if (version !== this.version) {
      this.pages.clear();
      this.version = version;
    }
    return this.pages.get(key);
  }

  set(key: string, version: number, page: ReadyPage, ttlMs: number): void {
    if (version === this.version && ttlMs > 0) this.pages.set(key, page, { ttl: ttlMs });
  }
}
