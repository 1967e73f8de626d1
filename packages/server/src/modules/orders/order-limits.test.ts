import { DEFAULT_ORDER_LIMITS, ORDER_LIMITS_SETTING, type OrderLimitsSetting } from '@shop/domain/order-limits';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { type TestDb, testEngines } from '../../testing/databases';
import { toTimestamp } from '../../db/time';
import { withTestApp } from '../../testing/test-app';
import { invalidateSiteSettings } from '../settings/settings.service';
import { insertCheckoutData, orderBody, pickupForm, uaeForm } from './order-fixtures';

/**
 * Issue 13: one anonymous client cannot hold a large share of the stock with orders nobody has
 * paid for or confirmed. The shop's default limits (no order_limits row): 10 units a line, 30
 * lines, OMR 500 an order, 2 open COD orders a phone, 3 an address, 3 unpaid card orders a phone.
 */
describe.each(await testEngines())('order limits on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let phones = 0;
  /** A national number no other test uses (each test is a new shopper). */
  const newPhone = () => `94${String(++phones).padStart(6, '0')}`;

  const suite = withTestApp(
    engine,
    async (db) => {
      await insertCheckoutData(db);
      // 31 more products like Matte Lipstick (4.500), and stock enough for every test.
      const lipstick = await db.kysely
        .selectFrom('website_item')
        .selectAll()
        .where('item_code', '=', 'SKU-5')
        .executeTakeFirstOrThrow();
      await db.kysely
        .insertInto('website_item')
        .values(
          Array.from({ length: 31 }, (_, i) => ({
            ...lipstick,
            name: `LIM-ITEM-${i + 1}`,
            item_code: `LIM-${i + 1}`,
            route: `lim-${i + 1}`,
            item_name: `Lip Tint ${i + 1}`,
            web_item_name: `Lip Tint ${i + 1}`,
          })),
        )
        .execute();
      await db.kysely
        .updateTable('website_item')
        .set({ custom_stock_available: 100_000 })
        .where((eb) => eb.or([eb('item_code', 'in', ['SKU-1', 'SKU-5']), eb('item_code', 'like', 'LIM-%')]))
        .execute();
    },
    { poolSize: 20 },
  );
  beforeAll(() => ({ db, app } = suite));

  async function setLimits(limits: Partial<OrderLimitsSetting> | null) {
    await db.kysely.deleteFrom('site_setting').where('key', '=', ORDER_LIMITS_SETTING).execute();
    if (limits)
      await db.kysely
        .insertInto('site_setting')
        .values({ key: ORDER_LIMITS_SETTING, value: JSON.stringify(limits), modified: toTimestamp(new Date()) })
        .execute();
    invalidateSiteSettings();
  }
  beforeEach(() => setLimits(null));

  const place = (body: unknown) => app.inject({ method: 'POST', url: '/api/orders', payload: body as object });
  const stockOf = async (code: string) =>
    (
      await db.kysely
        .selectFrom('website_item')
        .select('custom_stock_available')
        .where('item_code', '=', code)
        .executeTakeFirstOrThrow()
    ).custom_stock_available;
  const written = async () => ({
    orders: Number(
      (
        await db.kysely
          .selectFrom('sales_order')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    sku1: await stockOf('SKU-1'),
    sku5: await stockOf('SKU-5'),
    save5: (
      await db.kysely
        .selectFrom('discount_code')
        .select('used_count')
        .where('code', '=', 'SAVE5')
        .executeTakeFirstOrThrow()
    ).used_count,
  });
  let houses = 0;
  /** A COD order to a house of its own unless the form says where. */
  const cod = (items: [string, number][], form: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    orderBody(items, { form: { Address: `Way 500, House ${++houses}`, ...form }, ...extra });
  const card = (items: [string, number][], form: Record<string, unknown>) =>
    orderBody(items, { form: { ...form, PaymentType: 'Credit / Debit Card' } });

  /** A refusal: 422, the limit named in the message and details, and nothing written. */
  async function expectRefused(body: unknown, limit: string, message: string) {
    const before = await written();
    const reply = await place(body);
    expect(reply.statusCode, reply.body).toBe(422);
    expect(reply.json().error).toMatchObject({
      status: 422,
      name: 'ValidationError',
      code: `limit.${limit}`,
      message,
      details: { limit },
    });
    expect(await written()).toEqual(before);
  }

  describe('the size of one order', () => {
    it('30 lines of 10 units pass; a 31st line is refused, and 101 lines never reach the limits (the request schema’s 400)', async () => {
      const lines = (n: number) => Array.from({ length: n }, (_, i) => [`LIM-${i + 1}`, 1] as [string, number]);
      await setLimits({ max_unconfirmed_order_value: 100_000 });
      expect(
        (
          await place(
            cod(
              lines(30).map(([c]) => [c, 10]),
              { MobileNumber: newPhone() },
            ),
          )
        ).statusCode,
      ).toBe(201);
      await expectRefused(
        cod(lines(31), { MobileNumber: newPhone() }),
        'max_lines_per_order',
        'An order can hold at most 30 different products; this one has 31. Please remove some from your cart.',
      );
      const huge = await place(
        cod(
          Array.from({ length: 101 }, (_, i) => [`LIM-${i + 1}`, 1]),
          { MobileNumber: newPhone() },
        ),
      );
      expect(huge.statusCode).toBe(400);
      expect(huge.json().error.message).toMatch('At most 100 lines per order');
    });

    it('10 units of a product pass; 11 are refused naming the product', async () => {
      expect((await place(cod([['SKU-5', 10]], { MobileNumber: newPhone() }))).statusCode).toBe(201);
      await expectRefused(
        cod(
          [
            ['SKU-1', 1],
            ['SKU-5', 11],
          ],
          { MobileNumber: newPhone() },
        ),
        'max_units_per_line',
        'At most 10 of each product per order: please lower the quantity of Matte Lipstick (11).',
      );
    });

    it('an order billed above the value limit is refused, by card as by COD, discount and delivery counted', async () => {
      await setLimits({ max_unconfirmed_order_value: 30.125 });
      // 2 × 12.500 = 25.000 + VAT 1.250 = 26.250, free delivery above 20.000.
      expect((await place(cod([['SKU-1', 2]], { MobileNumber: newPhone() }))).statusCode).toBe(201);
      // 2 × 12.500 + 1 × 4.500 = 29.500 + VAT 1.475 = 30.975.
      const message =
        'An order can come to at most OMR 30.125 before it is paid or confirmed; this one is OMR 30.975. Please remove some items, or contact us to arrange a larger order.';
      await expectRefused(
        cod(
          [
            ['SKU-1', 2],
            ['SKU-5', 1],
          ],
          { MobileNumber: newPhone() },
        ),
        'max_unconfirmed_order_value',
        message,
      );
      await expectRefused(
        card(
          [
            ['SKU-1', 2],
            ['SKU-5', 1],
          ],
          { MobileNumber: newPhone() },
        ),
        'max_unconfirmed_order_value',
        message,
      );
      // SAVE5 takes 5.000 off: 24.500 + VAT 1.225 = 25.725, under the limit.
      expect(
        (
          await place(
            cod(
              [
                ['SKU-1', 2],
                ['SKU-5', 1],
              ],
              { MobileNumber: newPhone() },
              { discount_code: 'SAVE5' },
            ),
          )
        ).statusCode,
      ).toBe(201);
    });

    it('the default value limit is OMR 500: 10 each of five 12.000 products (OMR 630.000 with VAT) is refused', async () => {
      await db.kysely
        .updateTable('website_item')
        .set({ custom_sale_price: 12_000 })
        .where('item_code', 'in', ['LIM-1', 'LIM-2', 'LIM-3', 'LIM-4', 'LIM-5'])
        .execute();
      try {
        // 5 × 10 × 12.000 = 600.000 + VAT.
        await expectRefused(
          cod(
            [1, 2, 3, 4, 5].map((n) => [`LIM-${n}`, 10] as [string, number]),
            { MobileNumber: newPhone() },
          ),
          'max_unconfirmed_order_value',
          'An order can come to at most OMR 500.000 before it is paid or confirmed; this one is OMR 630.000. Please remove some items, or contact us to arrange a larger order.',
        );
      } finally {
        await db.kysely
          .updateTable('website_item')
          .set({ custom_sale_price: 4_500 })
          .where('item_code', 'in', ['LIM-1', 'LIM-2', 'LIM-3', 'LIM-4', 'LIM-5'])
          .execute();
      }
    });
  });

  describe('orders waiting for the same phone or address', () => {
    it('a third open COD order for a phone is refused, whatever the address; a confirmed, delivered or cancelled one frees its place', async () => {
      const phone = newPhone();
      const first = await place(cod([['SKU-5', 1]], { MobileNumber: phone, Address: 'Villa 1' }));
      const second = await place(cod([['SKU-5', 1]], { ...pickupForm(), MobileNumber: phone }));
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      const message =
        'This phone number already has 2 cash-on-delivery orders waiting for our confirmation call, the most we hold at once (2). Please wait for our call, or pay by card.';
      await expectRefused(
        cod([['SKU-5', 1]], { MobileNumber: phone, Address: 'Villa 99' }),
        'max_open_cod_per_phone',
        message,
      );
      // Card orders are counted apart: this phone may still pay by card.
      expect((await place(card([['SKU-5', 1]], { MobileNumber: phone }))).statusCode).toBe(201);
      for (const freed of [
        { confirmed_at: toTimestamp(new Date()) },
        { status: 'Delivered' },
        { status: 'Cancelled', stock_returned: 1, custom_cancelled_payment: 1 },
      ]) {
        const open = await db.kysely
          .selectFrom('sales_order')
          .select('name')
          .where('phone', '=', `968${phone}`)
          .where('payment_method', '=', 'COD')
          .where('status', '=', 'Placed')
          .where('confirmed_at', 'is', null)
          .executeTakeFirstOrThrow();
        await db.kysely.updateTable('sales_order').set(freed).where('name', '=', open.name).execute();
        expect((await place(cod([['SKU-5', 1]], { MobileNumber: phone }))).statusCode).toBe(201);
        await expectRefused(cod([['SKU-5', 1]], { MobileNumber: phone }), 'max_open_cod_per_phone', message);
      }
    });

    it('a fourth open COD order to one address is refused, from any phone, however the address is typed; another zone is another address', async () => {
      const address = { Province: 'Muscat', Wilaya: 'Bawshar', WilayaZone: '8' };
      for (const typed of ['Way 4410, Villa 7', 'way 4410 villa 7', 'WAY 4410 - VILLA 7']) {
        expect(
          (await place(cod([['SKU-5', 1]], { ...address, Address: typed, MobileNumber: newPhone() }))).statusCode,
        ).toBe(201);
      }
      await expectRefused(
        cod([['SKU-5', 1]], { ...address, Address: 'Way 4410 Villa 7.', MobileNumber: newPhone() }),
        'max_open_cod_per_address',
        'This address already has 3 cash-on-delivery orders waiting for our confirmation call, the most we hold at once (3). Please wait for our call, or pay by card.',
      );
      expect(
        (
          await place(
            cod([['SKU-5', 1]], {
              Province: 'Muscat',
              Wilaya: 'Bawshar',
              WilayaZone: '9',
              Address: 'Way 4410, Villa 7',
              MobileNumber: newPhone(),
            }),
          )
        ).statusCode,
      ).toBe(201);
      // Without address text there is no address to count (a zone is a whole neighbourhood).
      for (let i = 0; i < 4; i++)
        expect(
          (await place(cod([['SKU-5', 1]], { ...address, Address: '', MobileNumber: newPhone() }))).statusCode,
        ).toBe(201);
    });

    it('a fourth unpaid card order for a phone is refused; a paid one frees its place', async () => {
      const phone = newPhone();
      const names: string[] = [];
      for (let i = 0; i < 3; i++) {
        const reply = await place(card([['SKU-5', 1]], { ...uaeForm, MobileNumber: `5${phone}` }));
        expect(reply.statusCode).toBe(201);
        names.push(reply.json().data.order.name);
      }
      const message =
        'This phone number already has 3 card orders waiting for payment, the most we hold at once (3). Please complete one of those payments, or try again later.';
      await expectRefused(
        card([['SKU-5', 1]], { ...uaeForm, MobileNumber: `5${phone}` }),
        'max_open_card_per_phone',
        message,
      );
      await db.kysely
        .updateTable('sales_order')
        .set({ custom_payment_verification_check: 1, custom_online_payment_status: 'Paid' })
        .where('name', '=', names[0]!)
        .execute();
      expect((await place(card([['SKU-5', 1]], { ...uaeForm, MobileNumber: `5${phone}` }))).statusCode).toBe(201);
    });

    it('the limits are the back-office’s to change: 1 open COD order a phone', async () => {
      await setLimits({ ...DEFAULT_ORDER_LIMITS, max_open_cod_per_phone: 1 });
      const phone = newPhone();
      expect((await place(cod([['SKU-5', 1]], { MobileNumber: phone }))).statusCode).toBe(201);
      await expectRefused(
        cod([['SKU-5', 1]], { MobileNumber: phone }),
        'max_open_cod_per_phone',
        'This phone number already has 1 cash-on-delivery orders waiting for our confirmation call, the most we hold at once (1). Please wait for our call, or pay by card.',
      );
    });
  });

  describe('under concurrency', () => {
    it('50 parallel COD orders for one phone: exactly 2 placed, 48 refused, stock taken twice', async () => {
      const phone = newPhone();
      const before = await stockOf('SKU-5');
      const replies = await Promise.all(
        Array.from({ length: 50 }, (_, i) => place(cod([['SKU-5', 1]], { MobileNumber: phone, Address: `Flat ${i}` }))),
      );
      const statuses = replies.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(2);
      expect(statuses.filter((s) => s === 422)).toHaveLength(48);
      expect(await stockOf('SKU-5')).toBe(before - 2);
      const open = await db.kysely
        .selectFrom('sales_order')
        .select('name')
        .where('phone', '=', `968${phone}`)
        .execute();
      expect(open).toHaveLength(2);
    });

    it('parallel COD orders to one address from different phones, one slot left: exactly one placed', async () => {
      const address = { Address: 'Tower 3, Flat 1201' };
      expect((await place(cod([['SKU-5', 1]], { ...address, MobileNumber: newPhone() }))).statusCode).toBe(201);
      expect((await place(cod([['SKU-5', 1]], { ...address, MobileNumber: newPhone() }))).statusCode).toBe(201);
      const replies = await Promise.all(
        Array.from({ length: 20 }, () => place(cod([['SKU-5', 1]], { ...address, MobileNumber: newPhone() }))),
      );
      expect(replies.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(19).fill(422)]);
    });

    it('a double-click on the last slot places one order and answers both clicks with it (never a refusal for the order just placed)', async () => {
      const phone = newPhone();
      expect((await place(cod([['SKU-5', 1]], { MobileNumber: phone }))).statusCode).toBe(201);
      const body = cod([['SKU-5', 1]], { MobileNumber: phone });
      const replies = await Promise.all(Array.from({ length: 6 }, () => place(body)));
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      expect(new Set(replies.map((r) => r.json().data.order.name)).size).toBe(1);
    });
  });
});
