import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCheckoutData } from '../modules/orders/order-fixtures';
import { resourcePath } from '../modules/resource/resource-fixtures';
import { reviewPayload } from '../modules/reviews/reviews.test-helpers';
import { openAdminTestApp } from '../testing/admin-fixtures';
import { type TestDb, testEngines } from '../testing/databases';
import type { App } from './app';
import { BODY_LIMITS } from '../config/body-limits';

const STAFF = { email: 'limits@example.om', name: 'Limits Staff', password: 'limits staff password' };
const KB = 1024;
const MB = 1024 * KB;

/** A JSON body of about `bytes` bytes: the given fields plus padding. */
const jsonOf = (bytes: number, fields: Record<string, unknown> = {}) =>
  JSON.stringify({ ...fields, padding: 'x'.repeat(bytes) });

const BYTES: Record<string, number> = { '64 KB': 64 * 1024, '1 MB': 1024 * 1024 };
const strapiTooLarge = (limit: string) => ({
  data: null,
  error: {
    status: 413,
    name: 'PayloadTooLargeError',
    code: 'request.too_large',
    message: `The request body is too large: this address accepts at most ${limit}.`,
    params: { limit: BYTES[limit] },
    details: {},
  },
});
const frappeTooLarge = (limit: string) => ({
  exc_type: 'PayloadTooLargeError',
  message: `The request body is too large: this address accepts at most ${limit}.`,
});

/**
 * Sends a request's head announcing `announced` bytes and only the first bytes of its body, and
 * resolves with the status line and body of the reply: a server that waited for the whole body
 * would never answer.
 */
function announceLargeBody(port: number, url: string, announced: number): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${url} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${announced}\r\n\r\n{"phone":"96891234567","padding":"xxxx`,
      );
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? NaN);
      if (Buffer.byteLength(body) >= length) {
        socket.destroy();
        done({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), body });
      }
    });
    socket.on('error', fail);
  });
}

/** Request bodies are small (64 KB) unless the route needs more: review photos, get_list filters, back-office edits. */
describe.each(await testEngines())('request body limits on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let staff: { cookie: string; csrf: string };

  beforeAll(async () => {
    ({ db, app, staff } = await openAdminTestApp(engine, insertCheckoutData, STAFF));
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

  it('are 64 KB, 1 MB for get_list and the back-office, 40 MB for a review', () => {
    expect(BODY_LIMITS).toEqual({ default: 64 * KB, method: MB, admin: MB, review: 40 * MB });
  });

  it('refuses a 38 MB body to send-otp at once with 413 in the Strapi envelope, sending nothing', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const reply = await announceLargeBody(address.port, '/api/otps/send-otp', 38 * MB);
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toEqual(strapiTooLarge('64 KB'));
    const sent = await db.kysely
      .selectFrom('sms_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(sent.n)).toBe(0);
  });

  it('refuses an order or discount check over 64 KB with 413, and writes no order', async () => {
    for (const url of ['/api/orders', '/api/discount-check']) {
      const reply = await post(url, jsonOf(64 * KB, { idempotency_key: 'body-limit-order-1' }));
      expect(reply.statusCode).toBe(413);
      expect(reply.json()).toEqual(strapiTooLarge('64 KB'));
    }
    const orders = await db.kysely
      .selectFrom('sales_order')
      .select('name')
      .where('idempotency_key', '=', 'body-limit-order-1')
      .execute();
    expect(orders).toEqual([]);
  });

  it('takes get_list filters up to 1 MB; beyond that 413 in Frappe shape', async () => {
    const names = (from: number) => Array.from({ length: 1000 }, (_, i) => `${from + i}-${'n'.repeat(150)}`);
    const body = {
      doctype: 'Website Item',
      filters: [0, 1, 2, 3, 4].map((k) => ['name', 'not in', names(k * 1000)]),
      fields: ['name'],
      limit: 1,
    };
    expect(JSON.stringify(body).length).toBeGreaterThan(700 * KB);
    const ok = await post('/api/method/frappe.client.get_list', JSON.stringify(body));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: [{ name: expect.any(String) }] });
    const tooLarge = await post('/api/method/frappe.client.get_list', jsonOf(MB, { doctype: 'Website Item' }));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject(frappeTooLarge('1 MB'));
  });

  it('reads a review of several MB; other doctypes are refused before their body is read; beyond 40 MB 413', async () => {
    const reviewsBefore = await db.kysely.selectFrom('website_item_review').select('name').execute();
    const photo = `data:image/png;base64,${'A'.repeat(2 * MB)}`;
    const review = await post(
      resourcePath('Website Item Review'),
      JSON.stringify(reviewPayload({ images: JSON.stringify([photo]) })),
    );
    expect(review.statusCode).toBe(400);
    expect(review.json()).toMatchObject({ exc_type: 'ValidationError', message: 'Image 1 is not a valid image file' });
    const brand = await post(resourcePath('Brand'), jsonOf(64 * KB, { brand: 'Big' }));
    expect(brand.statusCode).toBe(403);
    expect(brand.json()).toMatchObject({
      exc_type: 'PermissionError',
      message: 'Brand cannot be created through this API',
    });
    const huge = await post(resourcePath('Website Item Review'), jsonOf(40 * MB, reviewPayload()));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject(frappeTooLarge('40 MB'));
    expect(await db.kysely.selectFrom('website_item_review').select('name').execute()).toEqual(reviewsBefore);
  });

  it('reads back-office bodies up to 1 MB for signed-in staff only; sign-in keeps 64 KB', async () => {
    const long = (n: number) => 'a'.repeat(n);
    const banner = {
      image: `/media/${long(480)}.webp`,
      mobile_image: `/media/${long(480)}.webp`,
      link: `/shop?q=${long(480)}`,
      alt: long(200),
    };
    const blocks = Array.from({ length: 30 }, () => ({
      kind: 'slider',
      title: 'Offers',
      banners: Array(12).fill(banner),
    }));
    const payload = JSON.stringify({ blocks });
    expect(payload.length).toBeGreaterThan(500 * KB);
    const asStaff = { cookie: staff.cookie, 'x-csrf-token': staff.csrf };
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings/home-blocks',
      payload,
      headers: { 'content-type': 'application/json', ...asStaff },
    });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);

    const anonymous = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings/home-blocks',
      payload: jsonOf(2 * MB),
      headers: { 'content-type': 'application/json' },
    });
    expect(anonymous.statusCode).toBe(401);
    const tooLarge = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings/home-blocks',
      payload: jsonOf(MB),
      headers: { 'content-type': 'application/json', ...asStaff },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual(strapiTooLarge('1 MB'));
    const signIn = await post('/api/admin/sign-in', jsonOf(64 * KB, { email: STAFF.email, password: STAFF.password }));
    expect(signIn.statusCode).toBe(413);
    expect(signIn.json()).toEqual(strapiTooLarge('64 KB'));
  });
});
