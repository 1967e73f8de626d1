import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env';
import { type TestDb, createTestDb, testEngines } from '../testing/databases';
import { PRODUCTION_SETTINGS } from '../testing/production-settings';
import { testEnv } from '../testing/test-app';
import { openDb } from './connection';
import { PendingMigrationsError, migrateToLatest, pendingMigrations, prepareSchemaAtStart } from './migrate';

describe.each(await testEngines())('the schema at server start on %s', (engine) => {
  let db: TestDb | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  const hasCatalog = (opened: TestDb) =>
    opened.kysely
      .selectFrom('website_item')
      .select('name')
      .limit(1)
      .execute()
      .then(
        () => true,
        () => false,
      );

  it('production migrates at start only with MIGRATE_ON_START=1', async () => {
    expect(parseEnv(PRODUCTION_SETTINGS).MIGRATE_ON_START).toBe(false);
    const told = parseEnv({ ...PRODUCTION_SETTINGS, MIGRATE_ON_START: '1' });
    expect(told.MIGRATE_ON_START).toBe(true);
    db = await createTestDb(engine, { migrated: false });
    await prepareSchemaAtStart(db.kysely, told.MIGRATE_ON_START);
    expect(await pendingMigrations(db.kysely)).toEqual([]);
  });

  // SQLite serves one node from one file: only PostgreSQL has concurrent starts to guard.
  it.runIf(engine === 'postgres')(
    'two servers starting at once against one database both start, and each migration runs once',
    async () => {
      db = await createTestDb(engine, { migrated: false });
      const all = await pendingMigrations(db.kysely);
      const second = openDb(db.url);
      try {
        const runs = await Promise.all([migrateToLatest(db.kysely), migrateToLatest(second.kysely)]);
        const ran = runs
          .flatMap((run) => run.results ?? [])
          .filter((r) => r.status === 'Success')
          .map((r) => r.migrationName);
        expect(ran.toSorted()).toEqual(all);
        expect(await pendingMigrations(db.kysely)).toEqual([]);
      } finally {
        await second.close();
      }
    },
  );

  it('production never migrates: a database without its migrations is refused, naming them, and left as it was', async () => {
    db = await createTestDb(engine, { migrated: false });
    const all = await pendingMigrations(db.kysely);
    expect(all[0]).toBe('0001-initial');
    const refusal = await prepareSchemaAtStart(db.kysely, false).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(PendingMigrationsError);
    expect((refusal as Error).message).toBe(
      `The database lacks ${all.length} migration(s) (${all.join(', ')}): run \`npm run migrate\` once for this deploy, then start the server.`,
    );
    expect(await hasCatalog(db)).toBe(false);
    expect(await pendingMigrations(db.kysely)).toEqual(all);
  });

  it('production serves a database that has every migration', async () => {
    db = await createTestDb(engine, { migrated: false });
    await migrateToLatest(db.kysely);
    expect(await pendingMigrations(db.kysely)).toEqual([]);
    await expect(prepareSchemaAtStart(db.kysely, false)).resolves.toBeUndefined();
  });

  it.each(['demo', 'development', 'test'])(
    '%s brings the schema up to date at start (MIGRATE_ON_START defaults to on)',
    async (appEnv) => {
      db = await createTestDb(engine, { migrated: false });
      await prepareSchemaAtStart(db.kysely, testEnv({ APP_ENV: appEnv }).MIGRATE_ON_START);
      expect(await pendingMigrations(db.kysely)).toEqual([]);
      expect(await hasCatalog(db)).toBe(true);
    },
  );
});
