import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxKeys } from '../adapters/payment/provider-factory';
import { insertCheckoutData, orderBody } from '../modules/orders/order-fixtures';
import { resourcePath } from '../modules/resource/resource-fixtures';
import { testEnv } from '../testing/test-app';
import { reviewPayload } from '../modules/reviews/reviews.test-helpers';
import { openAdminTestApp } from '../testing/admin-fixtures';
import { type TestDb, createTestDb, testEngines } from '../testing/databases';
import { rawRequest } from '../testing/raw-http';
import { type App, buildApp } from './app';
import { findInvalidText, textProblem } from './input-guard';
import { routeTable } from './route-table';

const STAFF = { email: 'guard@example.om', name: 'Guard Staff', password: 'guard staff password' };
const NUL = 'a\u0000b';
const SURROGATE = 'a\ud800b';

describe('text PostgreSQL cannot store', () => {
  it('is a NUL anywhere or half a surrogate pair; whole pairs, Arabic and emoji are fine', () => {
    expect(['ok', 'مرحبا', 'glow 😀', '', 'a\\u0000 as written text'].map(textProblem)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect([NUL, '\u0000', SURROGATE, '\udc00', '😀'.slice(0, 1), 'x\ude00y'].map(textProblem)).toEqual([
      'nul',
      'nul',
      'surrogate',
      'surrogate',
      'surrogate',
      'surrogate',
    ]);
  });

  it('is found in nested values, object keys and JSON carried inside a string, with its path', () => {
    expect(findInvalidText({ a: [1, { b: NUL }] }, 'body')).toEqual({ where: 'body.a.1.b', problem: 'nul' });
    expect(findInvalidText({ [NUL]: 1 }, 'body')).toEqual({ where: 'body', problem: 'nul' });
    expect(findInvalidText({ filters: '[["name","=","x\\u0000"]]' }, 'query')).toEqual({
      where: 'query.filters.0.2',
      problem: 'nul',
    });
    expect(findInvalidText({ data: '{"title":"\\ud800"}' }, 'body')).toEqual({
      where: 'body.data.title',
      problem: 'surrogate',
    });
    expect(findInvalidText({ note: 'not json \\u0000', n: 1, ok: true, none: null }, 'body')).toBeNull();
    let deep: unknown = NUL;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findInvalidText(deep, 'body')?.problem).toBe('nul');
  });
});

/** Every table's row count but the limits' counters and the staff session made for the test. */
async function tableCounts(db: TestDb): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await db.kysely.introspection.getTables()) {
    if (['rate_limit', 'staff_session', 'kysely_migration', 'kysely_migration_lock'].includes(table.name)) continue;
    const { n } = await db.kysely
      .selectFrom(table.name as 'brand')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table.name] = Number(n);
  }
  return counts;
}

/** Each string in `value` with a NUL appended in turn: [path, the changed copy]. */
function withNulInEachString(value: unknown, path = 'body'): [string, unknown][] {
  if (typeof value === 'string') return [[path, `${value}\u0000`]];
  if (Array.isArray(value))
    return value.flatMap((entry, i) =>
      withNulInEachString(entry, `${path}.${i}`).map(
        ([p, v]) => [p, value.map((e, j) => (j === i ? v : e))] as [string, unknown],
      ),
    );
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, entry]) =>
      withNulInEachString(entry, `${path}.${key}`).map(([p, v]) => [p, { ...value, [key]: v }] as [string, unknown]),
    );
  }
  return [];
}

describe.each(await testEngines())('NUL bytes and lone surrogates in any input on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let staff: { cookie: string; csrf: string };
  let before: Record<string, number>;
  const sandboxKey = sandboxKeys(testEnv()).secretKey;

  beforeAll(async () => {
    ({ db, app, staff } = await openAdminTestApp(engine, insertCheckoutData, STAFF));
    before = await tableCounts(db);
  });
  afterAll(async () => {
    expect(await tableCounts(db)).toEqual(before);
    await app?.close();
    await db?.close();
  });

  /** Signed in as staff with the CSRF token, and the sandbox's API key: every route's own checks pass, so the guard is what answers. */
  const send = (method: string, url: string, payload?: string) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: {
        cookie: staff.cookie,
        'x-csrf-token': staff.csrf,
        'thawani-api-key': sandboxKey,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload }),
    });
  const expectRefused = (reply: Awaited<ReturnType<typeof send>>, label: string, problem: 'NUL' | 'surrogate') => {
    expect(reply.statusCode, `${label}: ${reply.body.slice(0, 200)}`).toBe(400);
    if (label.includes(' /api'))
      expect(reply.body, label).toContain(
        problem === 'NUL' ? 'must not contain the NUL character' : 'half of a UTF-16 surrogate pair',
      );
    else expect(reply.headers['content-type'], label).toContain('text/html');
  };

  /** Routes that refuse the placeholder URL before reading any body: doctype "X" does not exist. */
  const refusedBeforeBody = new Map([
    ['POST /api/resource/:doctype', 404],
    ['POST /api/v1/resource/:doctype', 404],
    ['POST /api/v2/document/:doctype', 404],
  ]);

  it('every registered route refuses them in each URL parameter, in the query string and in the body with a 400', async () => {
    const routes = routeTable(app);
    expect(routes.length).toBeGreaterThan(50);
    const fill = (url: string, param?: string) =>
      url.replace(/:(\w+)|\*/g, (match, name: string | undefined) =>
        (name ?? '*') === param ? encodeURIComponent(NUL) : match === '*' ? 'x' : 'X',
      );
    for (const { method, url } of routes) {
      const params = [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
      for (const param of params)
        expectRefused(await send(method, fill(url, param)), `${method} ${url} param ${param}`, 'NUL');
      expectRefused(await send(method, `${fill(url)}?q=${encodeURIComponent(NUL)}`), `${method} ${url} query`, 'NUL');
      if (method === 'GET' || method === 'DELETE') continue;
      if (refusedBeforeBody.has(`${method} ${url}`)) {
        expect((await send(method, fill(url), JSON.stringify({ q: NUL }))).statusCode).toBe(
          refusedBeforeBody.get(`${method} ${url}`),
        );
        continue;
      }
      expectRefused(await send(method, fill(url), JSON.stringify({ q: NUL })), `${method} ${url} body NUL`, 'NUL');
      expectRefused(
        await send(method, fill(url), JSON.stringify({ q: ['ok', { deep: SURROGATE }] })),
        `${method} ${url} body surrogate`,
        'surrogate',
      );
    }
  });

  it.each([
    ['POST', '/api/orders', () => orderBody([['SKU-1', 1]], { discount_code: 'GLOW10' })],
    ['POST', resourcePath('Website Item Review'), () => reviewPayload()],
    ['POST', '/api/discount-check', () => ({ discount_code: 'GLOW10', items: [{ item_code: 'SKU-1', quantity: 1 }] })],
    ['POST', '/api/otps/send-otp', () => ({ prefix: '968', national: '91234567' })],
    ['POST', '/api/otps/verify-otp', () => ({ number: '96891234567', otp: '123456' })],
    [
      'POST',
      '/api/admin/discounts/codes',
      () => ({ code: 'NEWCODE', type: 'percentage', value: 10, description: 'Ten' }),
    ],
    ['POST', '/api/admin/sign-in', () => ({ email: STAFF.email, password: STAFF.password })],
  ] as const)(
    '%s %s: a NUL in each string field of a valid body is a 400 naming the field',
    async (method, url, body) => {
      const cases = withNulInEachString(body());
      expect(cases.length).toBeGreaterThan(1);
      for (const [where, changed] of cases) {
        const reply = await send(method, url, JSON.stringify(changed));
        expect(reply.statusCode, `${where}: ${reply.body}`).toBe(400);
        expect(reply.json().error?.message ?? reply.json().message).toBe(
          `${where}: text must not contain the NUL character (\\u0000).`,
        );
      }
    },
  );

  it('a form field, and JSON inside a form field, are checked too', async () => {
    const form = (body: string) =>
      app.inject({
        method: 'POST',
        url: resourcePath('Website Item Review'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    const field = await form(`data=${encodeURIComponent(JSON.stringify(reviewPayload({ comments: NUL })))}`);
    expect(field.statusCode).toBe(400);
    expect(field.json().message).toBe('body.data.comments: text must not contain the NUL character (\\u0000).');
    const raw = await form(`customer_name=${encodeURIComponent(NUL)}`);
    expect(raw.json().message).toBe('body.customer_name: text must not contain the NUL character (\\u0000).');
  });
});

describe('a page address holding a NUL', () => {
  it('gets the bad-address page, not the page handler or a 500', async () => {
    const db = await createTestDb('sqlite');
    const app = await buildApp({ db, env: testEnv() });
    app.get('/*', async () => 'the page handler');
    await app.ready();
    try {
      for (const url of ['/shop?brand=%00', '/product/a%00b', `/shop?q=${encodeURIComponent('["\\ud800"]')}`]) {
        const page = await app.inject({ url });
        expect(page.statusCode, url).toBe(400);
        expect(page.body, url).toContain('This address is not valid');
      }
      expect((await app.inject({ url: '/shop?brand=Aurora' })).body).toBe('the page handler');
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe('NUL in a request header', () => {
  it('is refused by the HTTP parser with a 400 before any route runs', async () => {
    const { db, app } = await openAdminTestApp('sqlite', async () => undefined, STAFF);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as AddressInfo).port;
      for (const header of ['X-Csrf-Token: a\u0000b', 'Authorization: token a:\u0000', 'Cookie: gg_staff=\u0000']) {
        const { socket, answer } = rawRequest(
          port,
          `GET /api/admin/me HTTP/1.1\r\nHost: shop.test\r\n${header}\r\nConnection: close\r\n\r\n`,
        );
        const reply = await answer;
        socket.destroy();
        expect(reply.status, header).toBe(400);
      }
    } finally {
      await app.close();
      await db.close();
    }
  });
});
