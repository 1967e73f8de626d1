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

/** Issue 28: staff see each message of the order with its delivery state, and send one again. */
describe.each(await testEngines())('order messages in the back office, on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let staff: { cookie: string; csrf: string };

  beforeAll(async () => {
    db = await createTestDb(engine);
    await insertCheckoutData(db);
    const jobs = { ...createJobScheduler(db, quiet), start: () => undefined };
    app = await buildApp({ db, env: testEnv(), jobs });
    await app.ready();
    await createStaff(db, { email: 'messages@example.om', name: 'Messages', password: 'messages password 1' });
    staff = await signInStaff(app, 'messages@example.om', 'messages password 1');
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const place = async (national: string) => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody([['SKU-5', 1]], { form: { MobileNumber: national } }),
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().data.order.name as string;
  };
  const detail = async (name: string) =>
    (await app.inject({ method: 'GET', url: `/api/admin/orders/${name}`, headers: { cookie: staff.cookie } })).json()
      .data;
  const resend = (
    name: string,
    id: number | string,
    headers: Record<string, string> = { cookie: staff.cookie, 'x-csrf-token': staff.csrf },
  ) => app.inject({ method: 'POST', url: `/api/admin/orders/${name}/messages/${id}/resend`, headers });
  const down = { provider: 'gateway' as const, send: () => Promise.reject(new Error('gateway answered 503')) };
  const send = (sms: Parameters<typeof sendDueMessages>[0]['sms'] = createOutboxSender(db.kysely)) =>
    sendDueMessages({
      db: db.kysely,
      sms,
      publicBaseUrl: 'https://shop.example.om',
      secret: 'test-session-secret-0123456789-abcdef',
    });
  const outboxCount = async (to: string) =>
    (
      await db.kysely
        .selectFrom('sms_outbox')
        .select('id')
        .where('to_number', '=', to)
        .where('message', 'like', 'Gulf Glow%')
        .execute()
    ).length;

  it('the order’s history shows each message: queued, sent with its text, failed with its last error and tries', async () => {
    const name = await place('96100001');
    expect((await detail(name)).messages).toEqual([
      expect.objectContaining({ kind: 'placed_cod', channel: 'sms', status: 'pending', attempts: 0, body: null }),
    ]);
    await send();
    await advanceOrder(db.kysely, name, 'confirm', null);
    await db.kysely
      .updateTable('order_message')
      .set({ attempts: 5 })
      .where('order_name', '=', name)
      .where('kind', '=', 'confirmed')
      .execute();
    await send(down);
    const messages = (await detail(name)).messages;
    expect(messages).toEqual([
      expect.objectContaining({
        kind: 'placed_cod',
        status: 'sent',
        attempts: 1,
        last_error: null,
        body: expect.stringContaining(name),
      }),
      expect.objectContaining({ kind: 'confirmed', status: 'failed', attempts: 6, last_error: 'gateway answered 503' }),
    ]);
    expect(messages[0].sent_at).toEqual(expect.any(String));
  });

  it('resends a failed or sent message once, audited; refuses one still queued, another order’s, and bad input', async () => {
    const name = await place('96100002');
    const other = await place('96100003');
    const queued = (await detail(name)).messages[0];
    const refusedQueued = await resend(name, queued.id);
    expect(refusedQueued.statusCode).toBe(409);
    expect(refusedQueued.json().error.code).toBe('order.message_queued');
    await send(down);
    await db.kysely.updateTable('order_message').set({ status: 'failed' }).where('id', '=', queued.id).execute();
    const wrongOrder = await resend(other, queued.id);
    expect(wrongOrder.statusCode).toBe(404);
    expect(wrongOrder.json().error.code).toBe('order.message_not_found');
    expect((await resend(name, 'abc')).statusCode).toBe(400);
    expect((await resend(name, queued.id, { cookie: staff.cookie })).statusCode).toBe(403);
    expect((await resend(name, queued.id, {})).statusCode).toBe(401);

    const [first, second] = await Promise.all([resend(name, queued.id), resend(name, queued.id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const ok = first.statusCode === 200 ? first : second;
    expect(ok.json().data).toEqual([
      expect.objectContaining({ id: queued.id, status: 'pending', attempts: 0, last_error: null }),
    ]);
    await send();
    expect(await outboxCount('96896100002')).toBe(1);
    expect((await resend(name, queued.id)).statusCode).toBe(200);
    await send();
    expect(await outboxCount('96896100002')).toBe(2);
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['actor_email', 'summary'])
      .where('action', '=', 'order.message_resend')
      .where('target_id', '=', name)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.actor_email, JSON.parse(a.summary)])).toEqual([
      [
        'messages@example.om',
        { before: { status: 'failed', attempts: 1 }, after: { status: 'pending', attempts: 0, message: queued.id } },
      ],
      [
        'messages@example.om',
        { before: { status: 'sent', attempts: 1 }, after: { status: 'pending', attempts: 0, message: queued.id } },
      ],
    ]);
  });
});
