import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { announceChange } from '../../cache/local-changes';
import { fromTimestamp } from '../../db/time';

/**
 * Settings as the content service's single global-settings entry (Strapi attributes): one
 * attribute per site_setting row, its JSON text parsed. The site_setting rows are the single
 * source of truth for what the storefront reads, valid_countries included; the country table
 * only holds shipping fallbacks for the server's shipping rule and is not read here.
 */
interface GlobalSettings {
  id: 1;
  attributes: Record<string, unknown> & { createdAt: string; updatedAt: string };
}

const CACHE_MS = 5_000;

/** Bumped by invalidateSiteSettings(); every service instance drops a copy made before. */
let generation = 0;

/** Call after writing site_setting rows (the back-office): every cached copy in this process is dropped. Other app nodes drop theirs through the cache bus (REDIS_URL), else within CACHE_MS. */
export function invalidateSiteSettings(): void {
  generation += 1;
  announceChange();
}

export interface SettingsService {
  globalSettings(): Promise<GlobalSettings>;
  /** Raw value of one key (parsed JSON), or undefined. */
  value<T>(key: string): Promise<T | undefined>;
  /** Forget the cached copy after a write (the back-office calls this). */
  invalidate(): void;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createSettingsService(db: Kysely<Database>): SettingsService {
  let cached: { at: number; generation: number; value: GlobalSettings } | undefined;

  async function load(): Promise<GlobalSettings> {
    const rows = await db.selectFrom('site_setting').select(['key', 'value', 'modified']).orderBy('key').execute();
    const attributes: Record<string, unknown> = {};
    let updated = '';
    for (const row of rows) {
      attributes[row.key] = parse(row.value);
      if (row.modified > updated) updated = row.modified;
    }
    const stamp = updated ? fromTimestamp(updated).toISOString() : new Date(0).toISOString();
    return { id: 1, attributes: { ...attributes, createdAt: stamp, updatedAt: stamp } };
  }

  return {
    async globalSettings() {
      if (cached && cached.generation === generation && Date.now() - cached.at < CACHE_MS) return cached.value;
      const made = generation;
      const value = await load();
      cached = { at: Date.now(), generation: made, value };
      return value;
    },
    async value<T>(key: string) {
      return (await this.globalSettings()).attributes[key] as T | undefined;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
