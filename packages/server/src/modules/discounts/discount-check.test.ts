import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { toTimestamp } from '../../db/time';
import { discountCodeRows } from '../../seed/settings';
import { type TestDb, testEngines } from '../../testing/databases';
import { insertCatalog } from '../resource/resource-fixtures';
import { withTestApp } from '../../testing/test-app';

/**
 * POST /api/discount-check against the database. Catalog (resource-fixtures, baisa):
 * SKU-1 12.500 full price, SKU-2 8.000 (was 10.000), SKU-3 20.000 (was 25.000),
 * SKU-4 no sale price, SKU-5 4.500 full price, SKU-7 unpublished, SKU-8 sold from another warehouse.
 */
describe.each(await testEngines())('discount-check on %s', (engine) => {
  let db: TestDb;
  let app: App;

  const suite = withTestApp(engine, async (db) => {
    await insertCatalog(db);
    const now = new Date();
    const at = toTimestamp(now);
    const days = (n: number) => toTimestamp(new Date(now.getTime() + n * 86_400_000));
    const base = {
      valid_from: days(-1),
      valid_to: days(30),
      usage_limit: null,
      used_count: 0,
      active: 1,
      description: '',
      creation: at,
      modified: at,
    };
    await db.kysely
      .insertInto('discount_code')
      .values([
        ...discountCodeRows(now),
        { ...base, code: 'SOON20', type: 'percentage', value: 20, valid_from: days(7) },
        { ...base, code: 'RETIRED', type: 'fixed', value: 1000, active: 0 },
        { ...base, code: 'LAST1', type: 'shipping', value: 0, usage_limit: 5, used_count: 4 },
        { ...base, code: 'OPEN', type: 'percentage', value: 5, valid_from: null, valid_to: null },
      ])
      .execute();
  });
  beforeAll(() => ({ db, app } = suite));

  const check = async (discount_code: string, items: [string, number][]) => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/discount-check',
      payload: { discount_code, items: items.map(([item_code, quantity]) => ({ item_code, quantity })) },
    });
    expect(reply.statusCode).toBe(200);
    return (reply.json() as { data: Record<string, unknown> }).data;
  };

  describe('codes that apply', () => {
    it('a percentage code on a cart with a full-price line reports its percent', async () => {
      expect(
        await check('GLOW10', [
          ['SKU-1', 1],
          ['SKU-2', 2],
        ]),
      ).toEqual({
        status: true,
        reason: '10% off items that are not already on sale.',
        amount: 10,
        type: 'percentage',
        code: 'GLOW10',
      });
    });

    it('input is trimmed and case-insensitive; the reply carries the normalized code', async () => {
      expect(await check('glow10', [['SKU-1', 1]])).toMatchObject({ status: true, code: 'GLOW10' });
      expect(await check('  GlOw10 ', [['SKU-1', 1]])).toMatchObject({ status: true, code: 'GLOW10' });
    });

    it('a fixed code reports its amount in rial when the subtotal (sale prices × quantities) covers it', async () => {
      expect(await check('SAVE5', [['SKU-5', 2]])).toEqual({
        status: true,
        reason: 'OMR 5.000 off your order.',
        amount: 5,
        type: 'fixed',
        code: 'SAVE5',
      });
      expect(await check('save5', [['SKU-2', 1]])).toMatchObject({ status: true, amount: 5 });
    });

    it('a shipping code applies even when every line is on sale, amount 0', async () => {
      expect(
        await check('freeship', [
          ['SKU-2', 1],
          ['SKU-3', 1],
        ]),
      ).toEqual({
        status: true,
        reason: 'Free shipping on your order.',
        amount: 0,
        type: 'shipping',
        code: 'FREESHIP',
      });
    });

    it('a code one use below its limit, and a code without dates, still apply', async () => {
      expect(await check('LAST1', [['SKU-1', 1]])).toMatchObject({ status: true, type: 'shipping' });
      expect(await check('OPEN', [['SKU-1', 1]])).toMatchObject({ status: true, amount: 5, type: 'percentage' });
    });
  });

  describe('codes that do not apply: 200 with status false and the reason for the toast', () => {
    it('unknown code', async () => {
      expect(await check('NOPE', [['SKU-1', 1]])).toMatchObject({
        status: false,
        reason: 'This code does not exist.',
        code: 'NOPE',
      });
    });

    it('expired, not yet valid, used up, inactive', async () => {
      expect(await check('summer24', [['SKU-1', 1]])).toMatchObject({
        status: false,
        reason: 'This code has expired.',
        code: 'SUMMER24',
      });
      expect(await check('SOON20', [['SKU-1', 1]])).toMatchObject({
        status: false,
        reason: 'This code is not valid yet.',
      });
      expect(await check('WELCOME15', [['SKU-1', 1]])).toMatchObject({
        status: false,
        reason: 'This code has reached its usage limit.',
      });
      expect(await check('RETIRED', [['SKU-1', 1]])).toMatchObject({
        status: false,
        reason: 'This code is no longer active.',
      });
    });

    it('a percentage code when every line is already on sale', async () => {
      expect(
        await check('GLOW10', [
          ['SKU-2', 1],
          ['SKU-3', 3],
        ]),
      ).toMatchObject({
        status: false,
        reason: 'This code applies only to items that are not already on sale.',
        type: 'percentage',
      });
    });

    it('a fixed code above the subtotal', async () => {
      expect(await check('SAVE5', [['SKU-5', 1]])).toMatchObject({
        status: false,
        reason: 'This code needs a subtotal of at least OMR 5.000.',
        type: 'fixed',
        amount: 0,
      });
    });

    it('unknown, unpublished, unpriced and other-warehouse item codes', async () => {
      for (const code of ['NO-SUCH', 'SKU-7', 'SKU-4', 'SKU-8']) {
        expect(
          await check('FREESHIP', [
            ['SKU-1', 1],
            [code, 1],
          ]),
        ).toMatchObject({ status: false, reason: `Item ${code} is not available.` });
      }
    });
  });

  describe('hostile bodies: 400 in the Strapi error body, nothing written', () => {
    const line = { item_code: 'SKU-1', quantity: 1 };
    const bodies: [string, unknown][] = [
      ['a price on a line', { discount_code: 'GLOW10', items: [{ ...line, price: 0.001 }] }],
      ['a total at the top level', { discount_code: 'GLOW10', items: [line], grand_total: 0 }],
      ['quantity 0', { discount_code: 'GLOW10', items: [{ ...line, quantity: 0 }] }],
      ['quantity -1', { discount_code: 'GLOW10', items: [{ ...line, quantity: -1 }] }],
      ['quantity 1.5', { discount_code: 'GLOW10', items: [{ ...line, quantity: 1.5 }] }],
      ['quantity 1000', { discount_code: 'GLOW10', items: [{ ...line, quantity: 1000 }] }],
      ['quantity as text', { discount_code: 'GLOW10', items: [{ ...line, quantity: '1' }] }],
      ['101 lines', { discount_code: 'GLOW10', items: Array.from({ length: 101 }, () => line) }],
      ['quantity a huge number', { discount_code: 'GLOW10', items: [{ ...line, quantity: 1e308 }] }],
      ['a line that is null', { discount_code: 'GLOW10', items: [null] }],
      ['no lines', { discount_code: 'GLOW10', items: [] }],
      ['items missing', { discount_code: 'GLOW10' }],
      ['items not a list', { discount_code: 'GLOW10', items: 'SKU-1' }],
      ['code a number', { discount_code: 10, items: [line] }],
      ['code empty', { discount_code: '', items: [line] }],
      ['code blank', { discount_code: '   ', items: [line] }],
      ['code of 41 characters', { discount_code: 'X'.repeat(41), items: [line] }],
      ['item code empty', { discount_code: 'GLOW10', items: [{ item_code: '', quantity: 1 }] }],
      ['a list as the body', [line]],
    ];

    const snapshot = async () => ({
      codes: await db.kysely
        .selectFrom('discount_code')
        .select(['code', 'used_count', 'modified'])
        .orderBy('code')
        .execute(),
      orders: (await db.kysely.selectFrom('sales_order').select('name').execute()).length,
      limits: (await db.kysely.selectFrom('rate_limit').selectAll().execute()).length,
    });

    it.each(bodies)('%s', async (_label, body) => {
      const before = await snapshot();
      const reply = await app.inject({ method: 'POST', url: '/api/discount-check', payload: body as object });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
      expect(await snapshot()).toEqual(before);
    });

    it('10 000 lines: over the 64 KB body limit, 413 before the body is read, nothing written', async () => {
      const before = await snapshot();
      const items = Array.from({ length: 10_000 }, (_, i) => ({ item_code: `SKU-${i}`, quantity: 1 }));
      const reply = await app.inject({
        method: 'POST',
        url: '/api/discount-check',
        payload: { discount_code: 'GLOW10', items },
      });
      expect(reply.statusCode).toBe(413);
      expect(reply.json()).toMatchObject({
        data: null,
        error: { status: 413, message: 'The request body is too large: this address accepts at most 64 KB.' },
      });
      expect(await snapshot()).toEqual(before);
    });

    it('a body that is not JSON', async () => {
      const reply = await app.inject({
        method: 'POST',
        url: '/api/discount-check',
        headers: { 'content-type': 'application/json' },
        payload: '{"discount_code":',
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ data: null, error: { status: 400 } });
    });

    it('100 lines of quantity 999 is still a valid request', async () => {
      const items = Array.from({ length: 100 }, () => ({ item_code: 'SKU-1', quantity: 999 }));
      const reply = await app.inject({
        method: 'POST',
        url: '/api/discount-check',
        payload: { discount_code: 'GLOW10', items },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data).toMatchObject({ status: true });
    });

    it('checking a code never counts a use', async () => {
      await check('GLOW10', [['SKU-1', 1]]);
      const row = await db.kysely
        .selectFrom('discount_code')
        .select('used_count')
        .where('code', '=', 'GLOW10')
        .executeTakeFirstOrThrow();
      expect(row.used_count).toBe(0);
    });
  });
});
