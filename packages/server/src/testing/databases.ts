import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Db, type Engine, openDb } from '../db/connection';
import { migrateToLatest } from '../db/migrate';

/**
 * Databases for integration tests: SQLite always; PostgreSQL when reachable at
 * TEST_POSTGRES_URL (default: the local `test` database). In CI PostgreSQL is required.
 * Each PostgreSQL test database is a fresh schema, dropped on close.
 */
const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let postgresChecked: Promise<boolean> | undefined;

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    if (process.env.CI)
      throw new Error(`PostgreSQL is required in CI but unreachable at ${postgresUrl}: ${String(error)}`);
    console.warn(
      `\n!!! PostgreSQL unreachable at ${postgresUrl}: its integration tests are SKIPPED (they run in CI).\n`,
    );
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The engines this run tests against, for `describe.each`. */
export async function testEngines(): Promise<Engine[]> {
  postgresChecked ??= postgresReachable();
  return (await postgresChecked) ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDb extends Db {
  /** The DATABASE_URL that reaches this same database (for a second pool or a server). */
  url: string;
}

/** A new, empty database on the engine; migrated unless `migrated: false`. */
export async function createTestDb(
  engine: Engine,
  { migrated = true, ...options }: { poolSize?: number; migrated?: boolean } = {},
): Promise<TestDb> {
  if (engine === 'sqlite') {
    const url = `file:./data/test/${Date.now()}-${randomBytes(4).toString('hex')}.db`;
    const db = openDb(url, options);
    if (migrated) await migrateToLatest(db.kysely);
    return { ...db, url };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const separator = postgresUrl.includes('?') ? '&' : '?';
  const url = `${postgresUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const db = openDb(url, options);
  if (migrated) await migrateToLatest(db.kysely);
  return {
    ...db,
    url,
    close: async () => {
      await db.close();
      const dropper = new pg.Client({ connectionString: postgresUrl });
      await dropper.connect();
      await dropper.query(`drop schema ${schema} cascade`);
      await dropper.end();
    },
  };
}
