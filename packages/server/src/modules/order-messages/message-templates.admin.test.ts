import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxSender } from '../../adapters/sms/outbox-sender';
import { type App, buildApp } from '../../http/app';
import { createJobScheduler } from '../../jobs/periodic-jobs';
import { createStaff, signInStaff } from '../../testing/admin-fixtures';
import { type TestDb, createTestDb, testEngines } from '../../testing/databases';
import { testEnv } from '../../testing/test-app';
import { insertCheckoutData, orderBody } from '../orders/order-fixtures';
import { advanceOrder } from '../orders/order-steps';
import { sendDueMessages } from './order-message-sender';

const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined };

/** Issue 28: each step's message text, in both languages, edited by the owner in the settings; the sender uses it. */
describe.each(await testEngines())('order message templates on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let owner: { cookie: string; csrf: string };
  let clerk: { cookie: string; csrf: string };

  beforeAll(async () => {
    db = await createTestDb(engine);
    await insertCheckoutData(db);
    const jobs = { ...createJobScheduler(db, quiet), start: () => undefined };
    app = await buildApp({ db, env: testEnv(), jobs });
    await app.ready();
    await createStaff(db, { email: 'owner@example.om', name: 'Owner', password: 'owner password 1' });
    await createStaff(db, { email: 'clerk@example.om', name: 'Clerk', password: 'clerk password 1', role: 'staff' });
    owner = await signInStaff(app, 'owner@example.om', 'owner password 1');
    clerk = await signInStaff(app, 'clerk@example.om', 'clerk password 1');
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const url = '/api/admin/settings/message-templates';
  const put = (templates: unknown, who = owner) =>
    app.inject({
      method: 'PUT',
      url,
      headers: { cookie: who.cookie, 'x-csrf-token': who.csrf },
      payload: { templates },
    });
  const read = async () =>
    (await app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } })).json().data as {
      kind: string;
      en: string;
      ar: string;
    }[];
  const send = () =>
    sendDueMessages({
      db: db.kysely,
      sms: createOutboxSender(db.kysely),
      publicBaseUrl: 'https://shop.example.om',
      secret: 'test-session-secret-0123456789-abcdef',
    });

  it('lists every step in both languages, today’s texts by default', async () => {
    const templates = await read();
    expect(templates.map((t) => t.kind)).toEqual([
      'placed_cod',
      'paid',
      'confirmed',
      'shipped',
      'ready_for_pickup',
      'delivered',
      'collected',
      'cancelled',
      'refunded',
    ]);
    expect(templates.find((t) => t.kind === 'confirmed')).toEqual({
      kind: 'confirmed',
      en: 'Gulf Glow: your order {order} is confirmed. {link}',
      ar: 'جلف جلو: تم تأكيد طلبك {order}. {link}',
      default_en: 'Gulf Glow: your order {order} is confirmed. {link}',
      default_ar: 'جلف جلو: تم تأكيد طلبك {order}. {link}',
    });
  });

  it('refuses a text without {link}, with an unknown placeholder or empty, and anyone but the owner', async () => {
    const cases: [unknown, string][] = [
      [{ shipped: { en: 'On its way!' } }, 'settings.template.link_missing'],
      [{ shipped: { ar: 'طلبك {orderNo} {link}' } }, 'settings.template.unknown_placeholder'],
      [{ shipped: { en: ' ' } }, 'settings.template.empty'],
      [{}, 'settings.template_nothing'],
    ];
    for (const [templates, code] of cases) {
      const reply = await put(templates);
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json().error.code).toBe(code);
    }
    expect((await put({ unknown_step: { en: 'x {link}' } })).statusCode).toBe(400);
    expect((await put({ shipped: { en: 'Sent {link}' } }, clerk)).statusCode).toBe(403);
    expect((await read()).find((t) => t.kind === 'shipped')!.en).toBe(
      'Gulf Glow: your order {order} is on its way. {link}',
    );
  });

  it('the sender uses the edited text in the order’s language, audited; the default text resets it', async () => {
    const confirmed = 'Hello {name}, order {order} is confirmed! Track it: {link}';
    const reply = await put({ confirmed: { en: confirmed } });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.find((t: { kind: string }) => t.kind === 'confirmed')).toMatchObject({
      en: confirmed,
      ar: 'جلف جلو: تم تأكيد طلبك {order}. {link}',
    });
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody([['SKU-5', 1]], { form: { MobileNumber: '96200001' } }),
    });
    const order = placed.json().data.order as { name: string };
    await advanceOrder(db.kysely, order.name, 'confirm', null);
    await send();
    const sent = await db.kysely
      .selectFrom('sms_outbox')
      .select('message')
      .where('to_number', '=', '96896200001')
      .orderBy('id')
      .execute();
    const firstName = (
      await db.kysely
        .selectFrom('sales_order')
        .select('first_name')
        .where('name', '=', order.name)
        .executeTakeFirstOrThrow()
    ).first_name;
    expect(sent[1]!.message).toMatch(
      new RegExp(
        `^Hello ${firstName}, order ${order.name} is confirmed! Track it: https://shop\\.example\\.om/account/orders/${order.name}\\?k=`,
      ),
    );

    expect((await put({ confirmed: { en: 'Gulf Glow: your order {order} is confirmed. {link}' } })).statusCode).toBe(
      200,
    );
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['actor_email', 'summary'])
      .where('action', '=', 'settings.message_templates')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.actor_email, JSON.parse(a.summary)])).toEqual([
      ['owner@example.om', { before: { 'confirmed.en': null }, after: { 'confirmed.en': confirmed } }],
      ['owner@example.om', { before: { 'confirmed.en': confirmed }, after: { 'confirmed.en': null } }],
    ]);
    const stored = await db.kysely
      .selectFrom('site_setting')
      .select('value')
      .where('key', '=', 'order_message_templates')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value)).toEqual({ confirmed: {} });
  });
});
