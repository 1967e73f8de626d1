import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../http/app';
import { createJobScheduler } from '../../jobs/periodic-jobs';
import { type TestDb, createTestDb, testEngines } from '../../testing/databases';
import { testEnv } from '../../testing/test-app';
import { signIn } from '../customers/account-fixtures';
import { insertCheckoutData, muscatForm, orderBody, pickupForm } from '../orders/order-fixtures';
import { advanceOrder } from '../orders/order-steps';
import { cancelOrder } from '../orders/orders.admin.service';
import { orderLinkKey } from './order-link';
import { sendDueMessages } from '../order-messages/order-message-sender';
import { createOutboxSender } from '../../adapters/sms/outbox-sender';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { createMailer } from '../../adapters/mail/mailer';

const SECRET = 'test-session-secret-0123456789-abcdef';
const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined };

/**
 * Issue 28: the shopper's order page, its messages and its tax invoice. The app's own job
 * scheduler is not started: each test sends the due messages itself, as one node's job would.
 */
describe.each(await testEngines())('after the order, on %s', (engine) => {
  let db: TestDb;
  let app: App;

  beforeAll(async () => {
    db = await createTestDb(engine);
    await insertCheckoutData(db);
    await db.kysely.updateTable('website_item').set({ custom_stock_available: 1_000 }).execute();
    const jobs = { ...createJobScheduler(db, quiet), start: () => undefined };
    app = await buildApp({ db, env: testEnv(), jobs });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const place = async (
    national: string,
    opts: { cookie?: string; language?: string; form?: Record<string, unknown> } = {},
  ) => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: {
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
        ...(opts.language ? { 'accept-language': opts.language } : {}),
      },
      payload: orderBody([['SKU-5', 2]], { form: { ...opts.form, MobileNumber: national } }, opts.form ?? undefined),
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().data.order.name as string;
  };
  const view = (name: string, opts: { cookie?: string; k?: string } = {}) =>
    app.inject({
      method: 'GET',
      url: `/api/orders/${encodeURIComponent(name)}/view${opts.k ? `?k=${opts.k}` : ''}`,
      headers: opts.cookie ? { cookie: opts.cookie } : {},
    });
  const send = (sms = createOutboxSender(db.kysely)) =>
    sendDueMessages({ db: db.kysely, sms, publicBaseUrl: 'https://shop.example.om', secret: SECRET });
  const outbox = (number: string) =>
    db.kysely
      .selectFrom('sms_outbox')
      .select('message')
      .where('to_number', '=', number)
      .where('message', 'like', 'Gulf Glow%')
      .orderBy('id')
      .execute();
  const arabicOutbox = (number: string) =>
    db.kysely
      .selectFrom('sms_outbox')
      .select('message')
      .where('to_number', '=', number)
      .where('message', 'like', 'جلف جلو%')
      .orderBy('id')
      .execute();

  it('the order page is for the phone’s verified owner or the order’s own link; anyone else gets the unknown order’s 404', async () => {
    const name = await place('96000001');
    const other = await place('96000002');
    const owner = await signIn(app, db, '96000001');
    const stranger = await signIn(app, db, '96000002');
    const unknown = await view('SAL-ORD-2000-99999', { cookie: owner.cookie });
    expect(unknown.statusCode).toBe(404);
    for (const reply of [
      await view(name),
      await view(name, { cookie: stranger.cookie }),
      await view(name, { k: orderLinkKey(SECRET, other, new Date()) }),
    ]) {
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual(unknown.json());
    }
    const expired = orderLinkKey(SECRET, name, new Date(Date.now() - 61 * 86_400_000));
    expect((await view(name, { k: expired })).statusCode).toBe(404);
    expect(
      (await view(name, { k: orderLinkKey('another-secret-0123456789-abcdefgh', name, new Date()) })).statusCode,
    ).toBe(404);
    const mine = await view(name, { cookie: owner.cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect((await view(name, { k: orderLinkKey(SECRET, name, new Date()) })).json().data.name).toBe(name);
  });

  it('shows the timeline with dates, the lines as billed, totals, address and payment state; the invoice once the cash is received', async () => {
    const name = await place('96000003');
    const owner = await signIn(app, db, '96000003');
    let order = (await view(name, { cookie: owner.cookie })).json().data;
    expect(order.payment_state).toBe('cod_due');
    expect(order.can_pay).toBe(false);
    expect(order.invoice_number).toBeNull();
    expect(order.lines).toEqual([expect.objectContaining({ item_code: 'SKU-5', qty: 2, image: '/media/item-5.webp' })]);
    expect(order.grand_total).toBe(order.sub_total - order.discount_amount + order.vat_amount + order.shipping_amount);
    expect(order.address).toMatchObject({ country: 'Oman', province: 'Muscat', wilaya: 'Bawshar' });
    expect(order.timeline.map((e: { step: string; at: string | null }) => [e.step, e.at !== null])).toEqual([
      ['placed', true],
      ['confirmed', false],
      ['packed', false],
      ['shipped', false],
      ['delivered', false],
    ]);
    expect(order.reorder).toEqual([
      expect.objectContaining({ item_code: 'SKU-5', qty: 2, sale_price: 4500, route: 'matte-lipstick' }),
    ]);
    const invoiceBefore = await app.inject({
      method: 'GET',
      url: `/api/orders/${name}/invoice`,
      headers: { cookie: owner.cookie },
    });
    expect(invoiceBefore.statusCode).toBe(404);
    for (const step of ['confirm', 'pack', 'ship', 'deliver'] as const) await advanceOrder(db.kysely, name, step, null);
    order = (await view(name, { cookie: owner.cookie })).json().data;
    expect(order.timeline.every((e: { at: string | null }) => e.at !== null)).toBe(true);
    expect(order.payment_state).toBe('paid');
    expect(order.invoice_number).toMatch(/^INV-\d{6}$/);
    const invoice = (
      await app.inject({ method: 'GET', url: `/api/orders/${name}/invoice`, headers: { cookie: owner.cookie } })
    ).json().data;
    expect(invoice).toMatchObject({
      number: order.invoice_number,
      order_name: name,
      buyer: { phone: '96896000003' },
      seller: { vat_number: 'OM1100012345' },
    });
    expect(invoice.lines.reduce((sum: number, l: { vat_amount: number }) => sum + l.vat_amount, 0)).toBe(
      invoice.vat_amount,
    );
    expect(invoice.lines[0]).toMatchObject({ qty: 2, vat_rate: 5 });
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/orders/${name}/invoice.pdf`,
      headers: { cookie: owner.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await app.inject({ method: 'GET', url: `/api/orders/${name}/invoice.pdf` })).statusCode).toBe(404);
  });

  it('sends one SMS per step in the order’s language, each with a link that opens that order alone', async () => {
    const name = await place('96000004', { language: 'ar', form: pickupForm() });
    await send();
    for (const step of ['confirm', 'pack', 'ready', 'collect'] as const)
      await advanceOrder(db.kysely, name, step, null);
    await send();
    await send();
    const sent = await arabicOutbox('96896000004');
    expect(sent[0]!.message).toContain('ستصلك مكالمة تأكيد قريبًا');
    expect(sent.map((s) => s.message)).toEqual([
      expect.stringContaining('تم تقديم طلبك'),
      expect.stringContaining('تم تأكيد طلبك'),
      expect.stringContaining('جاهز للاستلام'),
      expect.stringContaining('تم استلام طلبك'),
    ]);
    const link = new URL(/https:\S+/.exec(sent[3]!.message)![0]);
    expect(link.pathname).toBe(`/ar/account/orders/${name}`);
    expect((await view(name, { k: link.searchParams.get('k')! })).statusCode).toBe(200);
    const other = await place('96000004');
    expect((await view(other, { k: link.searchParams.get('k')! })).statusCode).toBe(404);
    const rows = await db.kysely
      .selectFrom('order_message')
      .select(['kind', 'status', 'attempts'])
      .where('order_name', '=', name)
      .orderBy('id')
      .execute();
    expect(rows).toEqual(
      ['placed_cod', 'confirmed', 'ready_for_pickup', 'collected'].map((kind) => ({
        kind,
        status: 'sent',
        attempts: 1,
      })),
    );
  });

  it('concurrent steps and two nodes sending at once: each message goes out exactly once', async () => {
    const name = await place('96000005');
    await Promise.allSettled([1, 2, 3].map(() => advanceOrder(db.kysely, name, 'confirm', null)));
    await cancelOrder(db.kysely, name, null).catch(() => undefined);
    await cancelOrder(db.kysely, name, null).catch(() => undefined);
    await Promise.all([send(), send(), send()]);
    const sent = await outbox('96896000005');
    expect(sent.map((s) => s.message.replace(/ https:\S+$/, ''))).toEqual([
      `Gulf Glow: your order ${name} has been placed. A confirmation call will come shortly.`,
      `Gulf Glow: your order ${name} is confirmed.`,
      `Gulf Glow: your order ${name} has been cancelled.`,
    ]);
  });

  it('a failing gateway never fails the step; the message is retried later and sent once it answers', async () => {
    const name = await place('96000006');
    const down = {
      provider: 'gateway' as const,
      send: () => Promise.reject(new Error('SMS gateway did not answer within 10 s')),
    };
    expect(await send(down)).toMatchObject({ failed: expect.any(Number) });
    const row = () =>
      db.kysely.selectFrom('order_message').selectAll().where('order_name', '=', name).executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'SMS gateway did not answer within 10 s',
    });
    expect((await row()).next_attempt_at > (await row()).created_at).toBe(true);
    await send();
    expect(await outbox('96896000006')).toHaveLength(0);
    await db.kysely
      .updateTable('order_message')
      .set({ next_attempt_at: '2000-01-01 00:00:00.000' })
      .where('order_name', '=', name)
      .execute();
    await send();
    expect(await outbox('96896000006')).toHaveLength(1);
    expect(await row()).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('with a mail server, each step is also e-mailed once, in the order’s language, to the address the shopper gave', async () => {
    const mails: { to: string; subject: string; text: string }[] = [];
    const json = nodemailer.createTransport({ jsonTransport: true });
    const recording = {
      sendMail: async (mail: SendMailOptions) => {
        const info = await json.sendMail(mail);
        const sent = JSON.parse(String(info.message)) as { to: { address: string }[]; subject: string; text: string };
        mails.push({ to: sent.to[0]!.address, subject: sent.subject, text: sent.text });
        return info;
      },
    } as unknown as Transporter;
    const mailer = createMailer(recording, 'Gulf Glow <orders@gulfglow.om>');
    const sendWithMail = () =>
      sendDueMessages({
        db: db.kysely,
        sms: createOutboxSender(db.kysely),
        mailer,
        publicBaseUrl: 'https://shop.example.om',
        secret: SECRET,
      });
    const name = await place('96000007', { language: 'ar', form: { ...muscatForm, Email: 'mariam@example.om' } });
    await Promise.all([sendWithMail(), sendWithMail()]);
    await advanceOrder(db.kysely, name, 'confirm', null);
    for (let run = 0; run < 3; run += 1) await sendWithMail();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['mariam@example.om', `جلف جلو: طلبك ${name}`],
      ['mariam@example.om', `جلف جلو: طلبك ${name}`],
    ]);
    expect(mails[1]!.text).toContain('تم تأكيد طلبك');
    expect(mails[1]!.text).toContain(`https://shop.example.om/ar/account/orders/${name}?k=`);
    expect(await arabicOutbox('96896000007')).toHaveLength(2);
    const rows = await db.kysely
      .selectFrom('order_message')
      .select(['channel', 'status'])
      .where('order_name', '=', name)
      .orderBy('id')
      .execute();
    expect(rows.filter((r) => r.channel === 'email')).toEqual([
      { channel: 'email', status: 'sent' },
      { channel: 'email', status: 'sent' },
    ]);
    // without a mail server, a shopper's address changes nothing: the SMS alone
    const smsOnly = await place('96000008');
    await send();
    expect(
      await db.kysely.selectFrom('order_message').select('channel').where('order_name', '=', smsOnly).execute(),
    ).toEqual([{ channel: 'sms' }]);
  });

  it('invoice numbers run without a gap or a repeat when many orders are paid at once', async () => {
    const names: string[] = [];
    for (let i = 0; i < 8; i += 1) names.push(await place(`9600001${i}`));
    for (const name of names)
      for (const step of ['confirm', 'pack', 'ship'] as const) await advanceOrder(db.kysely, name, step, null);
    const before = await db.kysely.selectFrom('tax_invoice').select('number').execute();
    await Promise.all(names.map((name) => advanceOrder(db.kysely, name, 'deliver', null)));
    const numbers = (await db.kysely.selectFrom('tax_invoice').select('number').orderBy('number').execute()).map(
      (r) => r.number,
    );
    expect(numbers).toEqual(Array.from({ length: before.length + 8 }, (_, i) => i + 1));
  });
});
