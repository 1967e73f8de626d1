import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDb, testEngines } from '../../testing/databases';
import { insertCheckoutData } from '../../modules/orders/order-fixtures';
import { down, up } from './0011-order-fulfilment';

/** Orders placed before the lifecycle existed get the stage their status and confirmation say, and paid ones a paid_at. */
describe.each(await testEngines())('migration 0011 on %s', (engine) => {
  it('backfills the stage from status, shipping method and confirmation, and paid_at from modified', async () => {
    const db = await createTestDb(engine);
    try {
      await insertCheckoutData(db);
      const base = await db.kysely
        .selectFrom('sales_order')
        .selectAll()
        .where('name', '=', 'SO-0001')
        .executeTakeFirstOrThrow();
      const rows: [name: string, status: string, shipping: string, confirmed: string | null, paid: 0 | 1][] = [
        ['M-1', 'Placed', 'Delivery', null, 0],
        ['M-2', 'Placed', 'Delivery', '2026-01-02 10:00:00.000', 0],
        ['M-3', 'Delivered', 'Delivery', '2026-01-02 10:00:00.000', 1],
        ['M-4', 'Delivered', 'Pick up from Store', null, 1],
        ['M-5', 'Cancelled', 'Delivery', null, 1],
      ];
      for (const [name, status, shipping_method, confirmed_at, paid] of rows) {
        await db.kysely
          .insertInto('sales_order')
          .values({
            ...base,
            name,
            status,
            shipping_method,
            confirmed_at,
            custom_payment_verification_check: paid,
            modified: '2026-01-03 09:00:00.000',
            idempotency_key: null,
            client_reference_id: null,
          })
          .execute();
      }
      await down(db.kysely as unknown as Kysely<unknown>);
      await up(db.kysely as unknown as Kysely<unknown>);
      const after = await db.kysely
        .selectFrom('sales_order')
        .select(['name', 'stage', 'paid_at', 'refunded_amount'])
        .where('name', 'like', 'M-%')
        .orderBy('name')
        .execute();
      expect(after).toEqual([
        { name: 'M-1', stage: 'placed', paid_at: null, refunded_amount: 0 },
        { name: 'M-2', stage: 'confirmed', paid_at: null, refunded_amount: 0 },
        { name: 'M-3', stage: 'delivered', paid_at: '2026-01-03 09:00:00.000', refunded_amount: 0 },
        { name: 'M-4', stage: 'collected', paid_at: '2026-01-03 09:00:00.000', refunded_amount: 0 },
        { name: 'M-5', stage: 'cancelled', paid_at: '2026-01-03 09:00:00.000', refunded_amount: 0 },
      ]);
    } finally {
      await db.close();
    }
  });
});
