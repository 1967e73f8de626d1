import { staffRequest } from '../../testing/admin-fixtures';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, testEngines } from '../../testing/databases';
import type { App } from '../../testing/test-app';
import { openOrdersAdminApp, placeCardOrder } from '../orders/order-fixtures';
import { orderLinkKey } from './order-link';

const STAFF = { email: 'credit@example.om', name: 'Credit Notes', password: 'credit password 1' };
const SECRET = 'test-session-secret-0123456789-abcdef';

type Line = { item_name: string; qty: number; taxable: number; vat_amount: number; total: number; vat_rate: number };

/** Issue 28: a tax credit note for each refund, numbered from its own gap-free sequence, crediting the order's invoice. */
describe.each(await testEngines())('credit notes on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let staff: { cookie: string; csrf: string };

  beforeAll(async () => {
    ({ db, app, staff } = await openOrdersAdminApp(engine, STAFF));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = (url: string) => staffRequest(app, staff, 'GET', url);
  const refund = (name: string, body: Record<string, unknown>) =>
    staffRequest(app, staff, 'POST', `/orders/${name}/refunds`, {
      idempotencyKey: randomUUID(),
      reason: 'Damaged in transit',
      ...body,
    });
  const shopper = (url: string, name: string) =>
    app.inject({ method: 'GET', url: `/api${url}?k=${orderLinkKey(SECRET, name, new Date())}` });

  it('a part refund credits the returned unit with its VAT; a full refund mirrors the invoice; both reference it', async () => {
    const name = await placeCardOrder(app);
    const detail = (await get(`/orders/${name}`)).json().data;
    const lipstick = detail.items.find((i: { item_code: string }) => i.item_code === 'SKU-5');
    expect((await refund(name, { kind: 'lines', lines: [{ id: lipstick.id, qty: 1 }] })).statusCode).toBe(200);
    const afterPart = (await get(`/orders/${name}`)).json().data;
    const partNumber = afterPart.refunds[0].credit_note as string;
    expect(partNumber).toMatch(/^CN-\d{6}$/);
    const invoice = (await get(`/orders/${name}/tax-invoice`)).json().data;
    const part = (await get(`/orders/${name}/credit-notes/${partNumber}`)).json().data;
    const net = Math.round((lipstick.amount - lipstick.distributed_discount_amount) / 2);
    expect(part).toMatchObject({
      number: partNumber,
      invoice_number: invoice.number,
      order_name: name,
      reason: 'Damaged in transit',
      seller: invoice.seller,
    });
    expect(part.lines).toEqual([
      expect.objectContaining({
        item_name: lipstick.item_name,
        qty: 1,
        taxable: net,
        vat_rate: 5,
        vat_amount: Math.round(net * 0.05),
      }),
    ]);
    expect(part).toMatchObject({
      taxable: net,
      vat_amount: Math.round(net * 0.05),
      shipping_amount: 0,
      grand_total: afterPart.refunds[0].amount,
    });

    const whole = await placeCardOrder(app);
    expect((await refund(whole, { kind: 'full' })).statusCode).toBe(200);
    const number = (await get(`/orders/${whole}`)).json().data.refunds[0].credit_note as string;
    const note = (await get(`/orders/${whole}/credit-notes/${number}`)).json().data;
    const billed = (await get(`/orders/${whole}/tax-invoice`)).json().data;
    const strip = (lines: Line[]) =>
      lines.map(({ item_name, qty, taxable, vat_amount, total }) => ({ item_name, qty, taxable, vat_amount, total }));
    expect(strip(note.lines)).toEqual(strip(billed.lines));
    expect(note).toMatchObject({
      taxable: billed.taxable,
      vat_amount: billed.vat_amount,
      shipping_amount: billed.shipping_amount,
      grand_total: billed.grand_total,
    });
    expect(note.invoice_number).toBe(billed.number);
  });

  it('the shopper sees the notes on the order page and opens them (page data and PDF); no one else does', async () => {
    const name = await placeCardOrder(app);
    expect((await refund(name, { kind: 'full' })).statusCode).toBe(200);
    const view = (await shopper(`/orders/${name}/view`, name)).json().data;
    expect(view.credit_notes).toEqual([
      { number: expect.stringMatching(/^CN-\d{6}$/), issued_at: expect.any(String), amount: view.grand_total },
    ]);
    const number = view.credit_notes[0].number as string;
    expect((await shopper(`/orders/${name}/credit-notes/${number}`, name)).json().data.grand_total).toBe(
      view.grand_total,
    );
    const pdf = await shopper(`/orders/${name}/credit-notes/${number}/pdf`, name);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await placeCardOrder(app);
    expect((await app.inject({ method: 'GET', url: `/api/orders/${name}/credit-notes/${number}` })).statusCode).toBe(
      404,
    );
    expect((await shopper(`/orders/${name}/credit-notes/${number}`, other)).statusCode).toBe(404);
    expect((await shopper(`/orders/${other}/credit-notes/${number}`, other)).statusCode).toBe(404);
    for (const bad of ['CN-1', 'INV-000001', 'CN-999999', '%20'])
      expect((await get(`/orders/${name}/credit-notes/${encodeURIComponent(bad)}`)).statusCode).toBeOneOf([400, 404]);
  });

  it('credit note numbers run without a gap or a repeat when many refunds succeed at once', async () => {
    const names: string[] = [];
    for (let i = 0; i < 6; i += 1) names.push(await placeCardOrder(app));
    const before = await db.kysely.selectFrom('credit_note').select('number').execute();
    const replies = await Promise.all(names.map((name) => refund(name, { kind: 'full' })));
    expect(replies.map((r) => r.statusCode)).toEqual(names.map(() => 200));
    const notes = await db.kysely
      .selectFrom('credit_note')
      .select(['number', 'order_name'])
      .orderBy('number')
      .execute();
    expect(notes.map((n) => n.number)).toEqual(Array.from({ length: before.length + 6 }, (_, i) => i + 1));
    expect(new Set(notes.slice(before.length).map((n) => n.order_name))).toEqual(new Set(names));
  });
});
