import { ORDER_LIMITS_SETTING } from '@shop/domain/order-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { openAdminTestApp, staffRequest } from '../../testing/admin-fixtures';
import { type TestDb, testEngines } from '../../testing/databases';
import { toTimestamp } from '../../db/time';
import { createSettingsService, invalidateSiteSettings } from '../settings/settings.service';
import { expireUnconfirmedCod } from './cod-confirmation';
import { insertCheckoutData, orderBody } from './order-fixtures';

const HOUR = 3_600_000;

/**
 * The team's confirmation call (SPEC §2 'Order placed') recorded on a COD order, and the sweep that
 * cancels a COD order left unconfirmed for order_limits.cod_confirmation_hours (48 by default),
 * returning its stock and code use once. The sweep runs here on a clock the test sets.
 */
describe.each(await testEngines())('COD confirmation and expiry on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let staff: { cookie: string; csrf: string };
  const settings = () => createSettingsService(db.kysely);

  beforeAll(async () => {
    ({ db, app, staff } = await openAdminTestApp(engine, insertCheckoutData, {
      email: 'calls@example.om',
      name: 'Calls',
      password: 'calls password 1',
    }));
    // The fixtures' 2024 order is no business of these tests.
    await db.kysely
      .updateTable('sales_order')
      .set({ confirmed_at: '2024-01-05 10:00:00.000' })
      .where('name', '=', 'SO-0001')
      .execute();
    await db.kysely
      .updateTable('website_item')
      .set({ custom_stock_available: 1_000 })
      .where('item_code', 'in', ['SKU-1', 'SKU-5'])
      .execute();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const place = async (items: [string, number][], overrides: Record<string, unknown> = {}) => {
    const reply = await app.inject({ method: 'POST', url: '/api/orders', payload: orderBody(items, overrides) });
    expect(reply.statusCode, reply.body).toBe(201);
    const name = reply.json().data.order.name as string;
    const row = await db.kysely
      .selectFrom('sales_order')
      .select('creation')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return { name, placedAt: new Date(`${row.creation.replace(' ', 'T')}Z`) };
  };
  const admin = (method: 'GET' | 'POST', url: string) => staffRequest(app, staff, method, url);
  const stockOf = async (code: string) =>
    (
      await db.kysely
        .selectFrom('website_item')
        .select('custom_stock_available')
        .where('item_code', '=', code)
        .executeTakeFirstOrThrow()
    ).custom_stock_available;
  const save5Uses = async () =>
    (
      await db.kysely
        .selectFrom('discount_code')
        .select('used_count')
        .where('code', '=', 'SAVE5')
        .executeTakeFirstOrThrow()
    ).used_count;
  const orderRow = (name: string) =>
    db.kysely.selectFrom('sales_order').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

  describe('the confirmation call', () => {
    it('staff confirm a placed COD order once: confirmed_at is set and the action goes away', async () => {
      const { name } = await place([['SKU-5', 1]]);
      expect((await admin('GET', `/orders/${name}`)).json().data.actions).toEqual({
        steps: ['confirm', 'cancel'],
        refund: 0,
      });
      const confirmed = await admin('POST', `/orders/${name}/confirm`);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().data.order.confirmed_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/);
      expect(confirmed.json().data.actions).toEqual({ steps: ['pack', 'cancel'], refund: 0 });
      expect(confirmed.json().data.order.stage).toBe('confirmed');
      const again = await admin('POST', `/orders/${name}/confirm`);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(`${name}: The order is already confirmed.`);
    });

    it('a card order, a cancelled COD order and an unknown one cannot be confirmed', async () => {
      const card = await place([['SKU-5', 1]], { form: { PaymentType: 'Credit / Debit Card' } });
      expect((await admin('GET', `/orders/${card.name}`)).json().data.actions.steps).toEqual(['cancel']);
      const refused = await admin('POST', `/orders/${card.name}/confirm`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(`${card.name}: Only cash-on-delivery orders are confirmed by phone.`);
      const cod = await place([['SKU-5', 1]]);
      expect((await admin('POST', `/orders/${cod.name}/cancel`)).statusCode).toBe(200);
      expect((await admin('POST', `/orders/${cod.name}/confirm`)).json().error.message).toBe(
        `${cod.name}: The order is cancelled; nothing more can be done with it.`,
      );
      expect((await orderRow(cod.name)).confirmed_at).toBeNull();
      expect((await admin('POST', '/orders/SAL-ORD-1999-00001/confirm')).statusCode).toBe(404);
    });

    it('needs a staff session and its CSRF token', async () => {
      const { name } = await place([['SKU-5', 1]]);
      expect((await app.inject({ method: 'POST', url: `/api/admin/orders/${name}/confirm` })).statusCode).toBe(401);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `/api/admin/orders/${name}/confirm`,
            headers: { cookie: staff.cookie },
          })
        ).statusCode,
      ).toBe(403);
      expect((await orderRow(name)).confirmed_at).toBeNull();
      expect((await admin('POST', `/orders/${name}/cancel`)).statusCode).toBe(200);
    });
  });

  describe('expiry of unconfirmed COD orders', () => {
    it('at 48 h an unconfirmed order is cancelled with its stock and code use returned; confirmed, delivered and card orders are left alone', async () => {
      const sku5 = await stockOf('SKU-5');
      const sku1 = await stockOf('SKU-1');
      const uses = await save5Uses();
      const stale = await place(
        [
          ['SKU-5', 3],
          ['SKU-1', 1],
        ],
        { discount_code: 'SAVE5' },
      );
      const confirmed = await place([['SKU-5', 1]]);
      const delivered = await place([['SKU-5', 1]]);
      const card = await place([['SKU-5', 1]], { form: { PaymentType: 'Credit / Debit Card' } });
      expect((await admin('POST', `/orders/${confirmed.name}/confirm`)).statusCode).toBe(200);
      for (const step of ['confirm', 'pack', 'ship', 'deliver'])
        expect((await admin('POST', `/orders/${delivered.name}/${step}`)).statusCode).toBe(200);
      expect(await stockOf('SKU-5')).toBe(sku5 - 6);
      expect(await save5Uses()).toBe(uses + 1);

      expect(await expireUnconfirmedCod(db.kysely, settings(), new Date(stale.placedAt.getTime() + 47 * HOUR))).toEqual(
        { cancelled: 0 },
      );
      expect((await orderRow(stale.name)).status).toBe('Placed');

      const at = new Date(card.placedAt.getTime() + 48 * HOUR + 1_000);
      expect(await expireUnconfirmedCod(db.kysely, settings(), at)).toEqual({ cancelled: 1 });
      expect(await orderRow(stale.name)).toMatchObject({
        status: 'Cancelled',
        stage: 'cancelled',
        stock_returned: 1,
        custom_cancelled_payment: 1,
        custom_online_payment_status: 'Cancelled',
        confirmed_at: null,
        modified: toTimestamp(at),
      });
      expect((await admin('GET', `/orders/${stale.name}`)).json().data.history).toEqual([
        expect.objectContaining({ kind: 'cancelled', detail: 'Not confirmed by phone in time', staff_name: null }),
      ]);
      expect(await stockOf('SKU-5')).toBe(sku5 - 3);
      expect(await stockOf('SKU-1')).toBe(sku1);
      expect(await save5Uses()).toBe(uses);
      expect((await orderRow(confirmed.name)).status).toBe('Placed');
      expect(await orderRow(delivered.name)).toMatchObject({
        status: 'Delivered',
        stage: 'delivered',
        custom_online_payment_status: 'Paid',
      });
      expect((await orderRow(card.name)).status).toBe('Placed');
      expect(await expireUnconfirmedCod(db.kysely, settings(), new Date(at.getTime() + HOUR))).toEqual({
        cancelled: 0,
      });
      expect(await stockOf('SKU-5')).toBe(sku5 - 3);
    });

    it('sweeps running at once on several nodes return the stock once', async () => {
      const sku5 = await stockOf('SKU-5');
      const orders = await Promise.all([place([['SKU-5', 2]]), place([['SKU-5', 2]]), place([['SKU-5', 2]])]);
      const at = new Date(Math.max(...orders.map((o) => o.placedAt.getTime())) + 49 * HOUR);
      const runs = await Promise.all(
        Array.from({ length: 4 }, () => expireUnconfirmedCod(db.kysely, createSettingsService(db.kysely), at)),
      );
      expect(runs.reduce((sum, r) => sum + r.cancelled, 0)).toBe(3);
      expect(await stockOf('SKU-5')).toBe(sku5);
    });

    it('a confirmation and the sweep racing: exactly one of them happens', async () => {
      const { name, placedAt } = await place([['SKU-5', 1]]);
      const [confirm, sweep] = await Promise.all([
        admin('POST', `/orders/${name}/confirm`),
        expireUnconfirmedCod(db.kysely, settings(), new Date(placedAt.getTime() + 50 * HOUR)),
      ]);
      const row = await orderRow(name);
      if (confirm.statusCode === 200) {
        expect(sweep.cancelled).toBe(0);
        expect(row).toMatchObject({ status: 'Placed', stock_returned: 0 });
      } else {
        expect(confirm.statusCode).toBe(409);
        expect(row).toMatchObject({ status: 'Cancelled', stock_returned: 1, confirmed_at: null });
      }
    });

    it('follows the back-office setting: 2 hours', async () => {
      await db.kysely
        .insertInto('site_setting')
        .values({
          key: ORDER_LIMITS_SETTING,
          value: JSON.stringify({ cod_confirmation_hours: 2 }),
          modified: toTimestamp(new Date()),
        })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify({ cod_confirmation_hours: 2 }) }))
        .execute();
      invalidateSiteSettings();
      const { name, placedAt } = await place([['SKU-5', 1]]);
      expect(await expireUnconfirmedCod(db.kysely, settings(), new Date(placedAt.getTime() + 119 * 60_000))).toEqual({
        cancelled: 0,
      });
      expect(await expireUnconfirmedCod(db.kysely, settings(), new Date(placedAt.getTime() + 121 * 60_000))).toEqual({
        cancelled: 1,
      });
      expect((await orderRow(name)).status).toBe('Cancelled');
    });
  });
});
