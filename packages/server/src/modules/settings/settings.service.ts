import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { fromTimestamp } from '../../db/time';

/** Settings as the content service's single global-settings entry (Strapi attributes). */
export interface GlobalSettings {
  id: 1;
  attributes: Record<string, unknown> & { createdAt: string; updatedAt: string };
}

const CACHE_MS = 5_000;

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
  let cached: { at: number; value: GlobalSettings } | undefined;

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
      if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
      const value = await load();
      cached = { at: Date.now(), value };
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
