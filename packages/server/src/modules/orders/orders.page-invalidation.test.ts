import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FEW_LEFT } from '@shop/domain/stock-shown';
import { onLocalChange } from '../../cache/local-changes';
import type { App } from '../../testing/test-app';
import { openAdminTestApp } from '../../testing/admin-fixtures';
import { type TestDb, testEngines } from '../../testing/databases';
import { createSettingsService } from '../settings/settings.service';
import { expireUnconfirmedCod } from './cod-confirmation';
import { insertCheckoutData, muscatForm, orderBody } from './order-fixtures';

/**
 * Catalog pages say whether an item is in stock, and how many are left only when few are
 * (FEW_LEFT), not the stock itself (issue 17): an order announces a catalog change (which
 * empties every node's page cache) only when it takes some line's stock to zero or into the
 * few; a cancellation (staff, the COD sweep, a cancelled card payment) only when it brings some
 * line back from zero or from the few.
 */
describe.each(await testEngines())('catalog changes announced by orders on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let staff: { cookie: string; csrf: string };
  let announced = 0;
  let stopListening: () => void;

  beforeAll(async () => {
    ({ db, app, staff } = await openAdminTestApp(engine, insertCheckoutData, {
      email: 'stock@example.om',
      name: 'Stock',
      password: 'stock password 1',
    }));
    stopListening = onLocalChange(() => (announced += 1));
  });
  afterAll(async () => {
    stopListening();
    await app.close();
    await db.close();
  });
  beforeEach(() => {
    announced = 0;
  });

  const setStock = (code: string, stock: number) =>
    db.kysely
      .updateTable('website_item')
      .set({ custom_stock_available: stock })
      .where('item_code', '=', code)
      .execute();
  const stockOf = async (code: string) =>
    (
      await db.kysely
        .selectFrom('website_item')
        .select('custom_stock_available')
        .where('item_code', '=', code)
        .executeTakeFirstOrThrow()
    ).custom_stock_available;
  const place = async (items: [string, number][], form: Record<string, unknown> = muscatForm) => {
    const reply = await app.inject({ method: 'POST', url: '/api/orders', payload: orderBody(items, {}, form) });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().data as {
      order: { name: string };
      payment: { session_url: string; client_reference_id: string } | null;
    };
  };
  const cancelByStaff = async (name: string) => {
    const reply = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${name}/cancel`,
      headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf },
    });
    expect(reply.statusCode, reply.body).toBe(200);
  };

  describe('placing an order', () => {
    it('announces nothing when every line keeps more than a few', async () => {
      await setStock('SKU-5', FEW_LEFT + 3);
      await place([['SKU-5', 2]]);
      expect({ stock: await stockOf('SKU-5'), announced }).toEqual({ stock: FEW_LEFT + 1, announced: 0 });
    });

    it('announces one change when it leaves a line with few (the page names the units left)', async () => {
      await setStock('SKU-5', FEW_LEFT + 1);
      await place([['SKU-5', 1]]);
      expect({ stock: await stockOf('SKU-5'), announced }).toEqual({ stock: FEW_LEFT, announced: 1 });
    });

    it('announces one change when it takes the last units of a line, whatever the other lines', async () => {
      await setStock('SKU-1', 20);
      await setStock('SKU-5', 2);
      await place([
        ['SKU-1', 1],
        ['SKU-5', 2],
      ]);
      expect({ left: [await stockOf('SKU-1'), await stockOf('SKU-5')], announced }).toEqual({
        left: [19, 0],
        announced: 1,
      });
    });

    it('announces nothing when it is refused for want of stock (nothing was taken)', async () => {
      await setStock('SKU-5', 1);
      const reply = await app.inject({ method: 'POST', url: '/api/orders', payload: orderBody([['SKU-5', 2]]) });
      expect(reply.statusCode).toBe(409);
      expect({ stock: await stockOf('SKU-5'), announced }).toEqual({ stock: 1, announced: 0 });
    });
  });

  describe('cancelling an order', () => {
    it('by staff: announces a line back in stock, and nothing when no line was out of stock or few', async () => {
      await setStock('SKU-5', 1);
      const soldOut = await place([['SKU-5', 1]]);
      await setStock('SKU-1', 10);
      const inStock = await place([['SKU-1', 1]]);
      announced = 0;
      await cancelByStaff(inStock.order.name);
      expect(announced).toBe(0);
      await cancelByStaff(soldOut.order.name);
      expect({ stock: await stockOf('SKU-5'), announced }).toEqual({ stock: 1, announced: 1 });
    });

    it('by staff: announces a line that had few left and has more now', async () => {
      await setStock('SKU-5', FEW_LEFT + 2);
      const order = await place([['SKU-5', 3]]);
      announced = 0;
      await cancelByStaff(order.order.name);
      expect({ stock: await stockOf('SKU-5'), announced }).toEqual({ stock: FEW_LEFT + 2, announced: 1 });
    });

    it('by the unconfirmed-COD sweep: announces only a sweep that put a sold-out line back', async () => {
      const settings = createSettingsService(db.kysely);
      const later = new Date(Date.now() + 49 * 3_600_000);
      await db.kysely
        .updateTable('sales_order')
        .set({ status: 'Cancelled', stock_returned: 1 })
        .where('status', '=', 'Placed')
        .execute();
      await setStock('SKU-1', 10);
      await place([['SKU-1', 2]]);
      announced = 0;
      expect(await expireUnconfirmedCod(db.kysely, settings, later)).toEqual({ cancelled: 1 });
      expect({ stock: await stockOf('SKU-1'), announced }).toEqual({ stock: 10, announced: 0 });

      await setStock('SKU-5', 2);
      await place([['SKU-5', 2]]);
      announced = 0;
      expect(await expireUnconfirmedCod(db.kysely, settings, later)).toEqual({ cancelled: 1 });
      expect({ stock: await stockOf('SKU-5'), announced }).toEqual({ stock: 2, announced: 1 });
    });

    it('by a cancelled card payment: announces the line back in stock, and nothing when it kept stock', async () => {
      const card = { ...muscatForm, PaymentType: 'Credit / Debit Card' };
      const cancelPayment = async (payment: { session_url: string; client_reference_id: string }) => {
        const url = new URL(payment.session_url);
        await app.inject({
          method: 'POST',
          url: `${url.pathname}/cancel`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `key=${url.searchParams.get('key')}`,
        });
        const verified = await app.inject({
          method: 'POST',
          url: '/api/thawani-verify',
          payload: { cuid: payment.client_reference_id },
        });
        expect(verified.json().data).toMatchObject({ payment_status: 'cancelled' });
      };
      await setStock('SKU-1', 10);
      const kept = await place([['SKU-1', 1]], card);
      announced = 0;
      await cancelPayment(kept.payment!);
      expect({ stock: await stockOf('SKU-1'), announced }).toEqual({ stock: 10, announced: 0 });

      await setStock('SKU-5', 1);
      const soldOut = await place([['SKU-5', 1]], card);
      announced = 0;
      await cancelPayment(soldOut.payment!);
      expect({ stock: await stockOf('SKU-5'), announced }).toEqual({ stock: 1, announced: 1 });
    });
  });
});
