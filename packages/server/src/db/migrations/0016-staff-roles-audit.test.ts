import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, createTestDb, testEngines } from '../../testing/databases';
import * as m1 from './0001-initial';
import * as m2 from './0002-sandbox-payments';
import * as m3 from './0003-catalog-query-indexes';
import * as m4 from './0004-order-numbering';
import * as m5 from './0005-catalog-facet-counts';
import * as m6 from './0006-listing-page-indexes';
import * as m7 from './0007-order-request-hash';
import * as m8 from './0008-order-limits';
import * as m9 from './0009-payment-secret-refund';
import * as m10 from './0010-arabic-catalog';
import * as staffRolesAudit from './0016-staff-roles-audit';

describe.each(await testEngines())('migration 0016 on %s', (engine) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb(engine, { migrated: false });
    // each in its own transaction, as the migrator runs them
    for (const m of [m1, m2, m3, m4, m5, m6, m7, m8, m9, m10])
      await db.kysely.transaction().execute((trx) => m.up(trx as never));
    await db.kysely
      .insertInto('staff_user')
      .values({
        email: 'before@example.om',
        name: 'Before',
        password_hash: 'scrypt$x',
        created_at: '2026-01-01 00:00:00.000',
        last_login_at: null,
      } as never)
      .execute();
    await staffRolesAudit.up(db.kysely as never);
  });
  afterAll(() => db.close());

  it('makes the staff accounts that existed before it active owners, with two-factor off', async () => {
    const row = await db.kysely
      .selectFrom('staff_user')
      .selectAll()
      .where('email', '=', 'before@example.om')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      role: 'owner',
      status: 'active',
      totp_secret: null,
      totp_pending_secret: null,
      totp_last_step: null,
    });
  });

  it('can be undone', async () => {
    await staffRolesAudit.down(db.kysely as never);
    const row = await db.kysely.selectFrom('staff_user').selectAll().executeTakeFirstOrThrow();
    expect(row).not.toHaveProperty('role');
    await staffRolesAudit.up(db.kysely as never);
  });
});
