import { type Kysely, type Migration, type MigrationResultSet, Migrator } from 'kysely';
import * as initial from './migrations/0001-initial';
import * as sandboxPayments from './migrations/0002-sandbox-payments';
import type { Database } from './schema';

/** Every migration, in order. Add new ones here with the next number. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-sandbox-payments': sandboxPayments,
};

export async function migrateToLatest(kysely: Kysely<Database>): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db: kysely,
    provider: { getMigrations: async () => migrations },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
