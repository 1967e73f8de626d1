import type { Env } from '../config/env';
import { openDb } from '../db/connection';
import { migrateToLatest } from '../db/migrate';

/** `migrate`: brings DATABASE_URL's schema to the latest migration. */
export async function migrateCommand(env: Env, quiet = false): Promise<void> {
  const db = openDb(env.DATABASE_URL);
  try {
    const { results = [] } = await migrateToLatest(db.kysely);
    if (quiet) return;
    if (results.length === 0) console.log(`Database is up to date (${db.engine}).`);
    for (const r of results) console.log(`Applied migration ${r.migrationName} (${db.engine}).`);
  } finally {
    await db.close();
  }
}
