import { afterEach, describe, expect, it } from 'vitest';
import { type TestDb, createTestDb, testEngines } from '../testing/databases';
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

  it('production never migrates: a database without its migrations is refused, naming them, and left as it was', async () => {
    db = await createTestDb(engine, { migrated: false });
    const all = await pendingMigrations(db.kysely);
    expect(all[0]).toBe('0001-initial');
    const refusal = await prepareSchemaAtStart(db.kysely, 'production').catch((e: unknown) => e);
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
    await expect(prepareSchemaAtStart(db.kysely, 'production')).resolves.toBeUndefined();
  });

  it.each(['demo', 'development', 'test'])('%s brings the schema up to date at start', async (appEnv) => {
    db = await createTestDb(engine, { migrated: false });
    await prepareSchemaAtStart(db.kysely, appEnv);
    expect(await pendingMigrations(db.kysely)).toEqual([]);
    expect(await hasCatalog(db)).toBe(true);
  });
});
