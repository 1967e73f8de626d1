import { type Kysely, type Migration, type MigrationResultSet, Migrator, PostgresAdapter, sql } from 'kysely';
import * as initial from './migrations/0001-initial';
import * as sandboxPayments from './migrations/0002-sandbox-payments';
import * as catalogQueryIndexes from './migrations/0003-catalog-query-indexes';
import * as orderNumbering from './migrations/0004-order-numbering';
import * as catalogFacetCounts from './migrations/0005-catalog-facet-counts';
import * as listingPageIndexes from './migrations/0006-listing-page-indexes';
import * as orderRequestHash from './migrations/0007-order-request-hash';
import * as orderLimits from './migrations/0008-order-limits';
import * as paymentSecretRefund from './migrations/0009-payment-secret-refund';
import * as arabicCatalog from './migrations/0010-arabic-catalog';
import * as orderFulfilment from './migrations/0011-order-fulfilment';
import * as websiteItemImages from './migrations/0012-website-item-images';
import * as searchTextIndex from './migrations/0013-search-text-index';
import * as staffRolesAudit from './migrations/0016-staff-roles-audit';
import * as settingsArabicNames from './migrations/0017-settings-arabic-names';
import * as orderMessages from './migrations/0019-order-messages';
import * as shopSearch from './migrations/0021-shop-search';
import * as creditNotes from './migrations/0022-credit-notes';
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
  '0008-order-limits': orderLimits,
  '0009-payment-secret-refund': paymentSecretRefund,
  '0010-arabic-catalog': arabicCatalog,
  '0011-order-fulfilment': orderFulfilment,
  '0012-website-item-images': websiteItemImages,
  '0013-search-text-index': searchTextIndex,
  '0016-staff-roles-audit': staffRolesAudit,
  '0017-settings-arabic-names': settingsArabicNames,
  '0019-order-messages': orderMessages,
  '0021-shop-search': shopSearch,
  '0022-credit-notes': creditNotes,
};

async function migratorFor(kysely: Kysely<Database>): Promise<Migrator> {
  // On PostgreSQL, keep Kysely's bookkeeping tables in this connection's schema: without a
  // schema, Kysely takes a kysely_migration_lock in ANY schema (e.g. a parallel test's) as ours.
  const schema =
    kysely.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(kysely)).rows[0]?.schema
      : undefined;
  return new Migrator({
    db: kysely,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

export async function migrateToLatest(kysely: Kysely<Database>): Promise<MigrationResultSet> {
  const result = await (await migratorFor(kysely)).migrateToLatest();
  if (result.error) throw result.error;
  return result;
}

/** The migrations this database has not had yet, in order (reads only). */
export async function pendingMigrations(kysely: Kysely<Database>): Promise<string[]> {
  const all = await (await migratorFor(kysely)).getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

export class PendingMigrationsError extends Error {
  override name = 'PendingMigrationsError';
}

/**
 * The schema at server start. With MIGRATE_ON_START (the default outside production) it is
 * brought up to date; otherwise (production, migrations once per deploy with `npm run migrate`)
 * a database that lacks any migration is refused. Concurrent starts cannot race: on PostgreSQL
 * Kysely's migrator holds an advisory lock (pg_advisory_xact_lock) around the whole run, and a
 * second migrator finds the migrations done; SQLite serves one node.
 */
export async function prepareSchemaAtStart(kysely: Kysely<Database>, migrate: boolean): Promise<void> {
  if (migrate) {
    await migrateToLatest(kysely);
    return;
  }
  const pending = await pendingMigrations(kysely);
  if (pending.length > 0) {
    throw new PendingMigrationsError(
      `The database lacks ${pending.length} migration(s) (${pending.join(', ')}): run \`npm run migrate\` once for this deploy, then start the server.`,
    );
  }
}
