import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { openAdminTestApp } from '../../testing/admin-fixtures';
import { type TestDb, testEngines } from '../../testing/databases';
import { insertCheckoutData, orderBody } from '../orders/order-fixtures';

const STAFF = { email: 'codes@example.om', name: 'Codes Staff', password: 'codes staff password' };

/** /api/admin/discounts on a real database, with the seed's codes (GLOW10, SAVE5, FREESHIP, expired SUMMER24, used-up WELCOME15). */
describe.each(await testEngines())('admin discount codes on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let staff: { cookie: string; csrf: string };

  beforeAll(async () => {
    ({ db, app, staff } = await openAdminTestApp(engine, insertCheckoutData, STAFF));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    app.inject({
      method,
      url: `/api/admin/discounts${url}`,
      payload: body as object | undefined,
      headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf },
    });
  const codeRow = (code: string) =>
    db.kysely.selectFrom('discount_code').selectAll().where('code', '=', code).executeTakeFirst();
  const codeCount = async () => (await db.kysely.selectFrom('discount_code').select('code').execute()).length;
  const check = async (discount_code: string, items: [string, number][]) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/discount-check',
        payload: { discount_code, items: items.map(([item_code, quantity]) => ({ item_code, quantity })) },
      })
    ).json().data;

  it('lists every code with its usage counts and status', async () => {
    const reply = await call('GET', '/codes');
    expect(reply.statusCode).toBe(200);
    const codes = reply.json().data as {
      code: string;
      status: string;
      used_count: number;
      usage_limit: number | null;
      value: number;
    }[];
    expect(codes.map((c) => c.code).sort()).toEqual(['FREESHIP', 'GLOW10', 'SAVE5', 'SUMMER24', 'WELCOME15']);
    const by = Object.fromEntries(codes.map((c) => [c.code, c]));
    expect(by.WELCOME15).toMatchObject({ used_count: 100, usage_limit: 100, status: 'used up' });
    expect(by.SUMMER24).toMatchObject({ status: 'expired' });
    expect(by.SAVE5).toMatchObject({ type: 'fixed', value: 5, status: 'active' });
    expect((await call('GET', '/codes?q=glow')).json().data.map((c: { code: string }) => c.code)).toEqual(['GLOW10']);
  });

  it('creates a percentage code stored upper-case, which then works at discount-check and at checkout', async () => {
    const reply = await call('POST', '/codes', {
      code: ' eid25 ',
      type: 'percentage',
      value: 25,
      usage_limit: 50,
      description: 'Eid',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().data).toMatchObject({
      code: 'EID25',
      type: 'percentage',
      value: 25,
      used_count: 0,
      usage_limit: 50,
      active: true,
      status: 'active',
    });
    expect(await codeRow('EID25')).toMatchObject({ type: 'percentage', value: 25, active: 1 });
    expect(await check('eid25', [['SKU-1', 1]])).toMatchObject({
      status: true,
      amount: 25,
      type: 'percentage',
      code: 'EID25',
    });
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody([['SKU-1', 1]], { discount_code: 'eid25' }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = await db.kysely
      .selectFrom('sales_order')
      .selectAll()
      .where('name', '=', placed.json().data.order.name)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ coupon_code: 'EID25', discount_amount: 3125 }); // 25% of 12.500
    expect((await codeRow('EID25'))!.used_count).toBe(1);
    expect((await call('GET', '/codes/EID25')).json().data).toMatchObject({ used_count: 1, usage_limit: 50 });
  });

  it('creates fixed (OMR → baisa) and free-shipping codes with validity dates', async () => {
    const fixed = await call('POST', '/codes', {
      code: 'TAKE2',
      type: 'fixed',
      value: 2.5,
      valid_from: '2026-01-01T00:00:00+04:00',
      valid_to: '2099-01-01T00:00:00Z',
    });
    expect(fixed.statusCode, fixed.body).toBe(201);
    expect(await codeRow('TAKE2')).toMatchObject({
      value: 2500,
      valid_from: '2025-12-31 20:00:00.000',
      valid_to: '2099-01-01 00:00:00.000',
    });
    expect(fixed.json().data).toMatchObject({ value: 2.5, valid_from: '2025-12-31T20:00:00.000Z' });
    expect(await check('TAKE2', [['SKU-5', 1]])).toMatchObject({ status: true, amount: 2.5, type: 'fixed' });
    expect((await call('POST', '/codes', { code: 'SHIPFREE', type: 'shipping' })).statusCode).toBe(201);
    expect(await codeRow('SHIPFREE')).toMatchObject({
      type: 'shipping',
      value: 0,
      valid_from: null,
      valid_to: null,
      usage_limit: null,
    });
    expect(await check('shipfree', [['SKU-2', 1]])).toMatchObject({ status: true, type: 'shipping' });
    const later = await call('POST', '/codes', {
      code: 'LATER',
      type: 'percentage',
      value: 5,
      valid_from: '2099-01-01T00:00:00Z',
    });
    expect(later.json().data.status).toBe('scheduled');
    expect(await check('LATER', [['SKU-1', 1]])).toMatchObject({
      status: false,
      reason: 'This code is not valid yet.',
    });
  });

  it('answers 409 for a code that exists, in any case, and writes nothing', async () => {
    const before = await codeRow('GLOW10');
    const reply = await call('POST', '/codes', { code: 'glow10', type: 'fixed', value: 1 });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error.message).toMatch(/GLOW10 already exists/);
    expect(await codeRow('GLOW10')).toEqual(before);
  });

  it('refuses bad bodies with 400 and writes nothing', async () => {
    const count = await codeCount();
    const bad: [unknown, RegExp][] = [
      [{ code: 'X', type: 'percentage', value: 10 }, /3–40 letters/],
      [{ code: 'HAS SPACE', type: 'percentage', value: 10 }, /3–40 letters/],
      [{ code: 'PCT0', type: 'percentage', value: 0 }, /1–100/],
      [{ code: 'PCT101', type: 'percentage', value: 101 }, /1–100/],
      [{ code: 'PCTHALF', type: 'percentage', value: 2.5 }, /whole number/],
      [{ code: 'FIX0', type: 'fixed', value: 0 }, /above 0/],
      [{ code: 'FIXNEG', type: 'fixed', value: -1 }, /negative/],
      [{ code: 'FIXDEC', type: 'fixed', value: 1.2345 }, /3 decimals/],
      [{ code: 'SHIP1', type: 'shipping', value: 1 }, /value 0/],
      [{ code: 'BOGUS', type: 'bogus', value: 1 }, /type/],
      [
        {
          code: 'DATES',
          type: 'percentage',
          value: 5,
          valid_from: '2027-01-01T00:00:00Z',
          valid_to: '2026-01-01T00:00:00Z',
        },
        /valid_to must be after valid_from/,
      ],
      [{ code: 'BADDATE', type: 'percentage', value: 5, valid_to: 'tomorrow' }, /ISO date-times/],
      [{ code: 'LIMIT0', type: 'percentage', value: 5, usage_limit: 0 }, /at least 1/],
      [{ code: 'EXTRA', type: 'percentage', value: 5, used_count: 3 }, /used_count|Unrecognized/i],
    ];
    for (const [body, message] of bad) {
      const reply = await call('POST', '/codes', body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().error.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await codeCount()).toBe(count);
  });

  it('edits a code (its usage count kept); a bad edit writes nothing; 404 for unknown codes', async () => {
    const reply = await call('PUT', '/codes/glow10', {
      type: 'fixed',
      value: 1.5,
      usage_limit: 10,
      description: 'Now fixed',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await codeRow('GLOW10')).toMatchObject({
      type: 'fixed',
      value: 1500,
      usage_limit: 10,
      description: 'Now fixed',
      active: 1,
    });
    expect(await check('GLOW10', [['SKU-2', 1]])).toMatchObject({ status: true, amount: 1.5, type: 'fixed' });
    const before = await codeRow('GLOW10');
    expect((await call('PUT', '/codes/GLOW10', { type: 'percentage', value: 500 })).statusCode).toBe(400);
    expect((await call('PUT', '/codes/GLOW10', { code: 'OTHER', type: 'percentage', value: 5 })).statusCode).toBe(400);
    expect(await codeRow('GLOW10')).toEqual(before);
    expect((await call('PUT', '/codes/NOSUCH', { type: 'shipping' })).statusCode).toBe(404);
  });

  it('expires a code now: inactive, valid_to brought forward; the checkout refuses it', async () => {
    expect(await check('FREESHIP', [['SKU-1', 1]])).toMatchObject({ status: true });
    const reply = await call('POST', '/codes/freeship/expire', {});
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ code: 'FREESHIP', active: false, status: 'inactive' });
    const row = await codeRow('FREESHIP');
    expect(row!.active).toBe(0);
    expect(new Date(`${row!.valid_to!.replace(' ', 'T')}Z`).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await check('FREESHIP', [['SKU-1', 1]])).toMatchObject({ status: false });
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody([['SKU-1', 1]], { discount_code: 'FREESHIP' }),
    });
    expect(placed.statusCode).toBeGreaterThanOrEqual(400);
    expect((await call('POST', '/codes/NOSUCH/expire', {})).statusCode).toBe(404);
  });
});
