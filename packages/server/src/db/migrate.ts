import { type Kysely, type Migration, type MigrationResultSet, Migrator, PostgresAdapter, sql } from 'kysely';
import * as initial from './migrations/0001-initial';
import * as sandboxPayments from './migrations/0002-sandbox-payments';
import * as catalogQueryIndexes from './migrations/0003-catalog-query-indexes';
import * as orderNumbering from './migrations/0004-order-numbering';
import * as catalogFacetCounts from './migrations/0005-catalog-facet-counts';
import * as listingPageIndexes from './migrations/0006-listing-page-indexes';
import * as orderRequestHash from './migrations/0007-order-request-hash';
import * as paymentSecretRefund from './migrations/0008-payment-secret-refund';
import type { Database } from './schema';

/** Every migration, in order. Add new ones here with the next number. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-sandbox-payments': sandboxPayments,
  '0003-catalog-query-indexes': catalogQueryIndexes,
  '0004-order-numbering': orderNumbering,
  '0005-catalog-facet-counts': catalogFacetCounts,
  '0006-listing-page-indexes': listingPageIndexes,
  '0007-order-request-hash': orderRequestHash,
  '0008-payment-secret-refund': paymentSecretRefund,
};

export async function migrateToLatest(kysely: Kysely<Database>): Promise<MigrationResultSet> {
  // On PostgreSQL, keep Kysely's bookkeeping tables in this connection's schema: without a
  // schema, Kysely takes a kysely_migration_lock in ANY schema (e.g. a parallel test's) as ours.
  const schema =
    kysely.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(kysely)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: kysely,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
