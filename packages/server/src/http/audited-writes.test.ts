import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../adapters/payment/payment-provider';
import { createPaymentProvider } from '../adapters/payment/provider-factory';
import { insertCheckoutData, orderBody, pickupForm, placeCardOrder } from '../modules/orders/order-fixtures';
import { refundOrder } from '../modules/orders/order-refunds.service';
import { itemName, resourcePath } from '../modules/resource/resource-fixtures';
import { reviewPayload } from '../modules/reviews/reviews.test-helpers';
import { createStaff, signInStaff } from '../testing/admin-fixtures';
import { type TestDb, testEngines } from '../testing/databases';
import { TOKEN, testEnv, withTestApp } from '../testing/test-app';
import { ADMIN_PUBLIC_ROUTES, adminRouteTable } from './admin-api';
import type { App } from './app';
import { routeTable } from './route-table';

const OWNER = { email: 'walker@example.om', name: 'Route Walker', password: 'walk every write route' };
const TOKEN_ACTOR = 'resource API token';

/** Writes that change nothing of the shop's: each with the reason it leaves no audit entry. */
const NOT_STAFF_WRITES: Record<string, string> = {
  'POST /api/admin/sign-in': 'signing in (refusals are on record: staff.sign-in-refused)',
  'POST /api/admin/sign-in/code': 'signing in (refusals are on record: staff.sign-in-code-refused)',
  'POST /api/admin/sign-out': 'ends the caller’s own session',
  'POST /api/admin/staff-links/inspect': 'reads whose link it is',
  'POST /api/resource/:doctype':
    'a shopper’s submission (a review waits for the team’s decision, which is audited); a Sales Order, token only, is audited as order.place',
  'POST /api/resource/Website Item Review': 'a shopper’s review (waits for the team’s decision, which is audited)',
};

type Send = (
  method: string,
  url: string,
  payload?: object,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;
type Example = (send: Send) => Promise<LightMyRequestResponse>;

const png = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#c79' } })
    .png()
    .toBuffer();

async function multipart(name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/**
 * Every staff write route with one call that succeeds, in the order they run (later ones use
 * what earlier ones made). A new write route fails the walk until it is listed here, and then
 * until its success writes an audit entry naming who did it.
 */
function examples(app: App, db: TestDb): [string, Example][] {
  const place = async (form?: Record<string, unknown>) => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody([['SKU-5', 1]], {}, form),
    });
    return reply.json().data.order.name as string;
  };
  const upload = async (send: Send, url: string, name: string) => {
    const { payload, headers } = await multipart(name);
    return send('POST', url, payload, headers);
  };
  const firstImage = async (send: Send) =>
    (await send('GET', `/api/admin/catalog/items/${itemName(2)}/images`))
      .json()
      .data.map((i: { file: string }) => i.file);
  const review = async () =>
    (await app.inject({ method: 'POST', url: resourcePath('Website Item Review'), payload: reviewPayload() })).json()
      .data.name;
  const orders: Record<string, string> = {};
  let totpSecret = '';
  let invited = 0;
  let inviteLink = '';
  let synonym = 0;

  const step = (s: string, order: string): [string, Example] => [
    `POST /api/admin/orders/:name/${s}`,
    (send) => send('POST', `/api/admin/orders/${orders[order]}/${s}`),
  ];
  return [
    [
      'POST /api/admin/catalog/items',
      (send) =>
        send('POST', '/api/admin/catalog/items', {
          item_code: 'AUD-1',
          web_item_name: 'Audit Toner',
          brand: 'Bloom',
          custom_ecommerce_category: 'Face Care',
          custom_regular_price: 3.25,
          custom_stock_available: 4,
        }),
    ],
    [
      'PATCH /api/admin/catalog/items/:name',
      (send) => send('PATCH', `/api/admin/catalog/items/${itemName(2)}`, { custom_regular_price: 12.345 }),
    ],
    [
      'POST /api/admin/catalog/items/:name/duplicate',
      (send) => send('POST', `/api/admin/catalog/items/${itemName(2)}/duplicate`, { item_code: 'AUD-2' }),
    ],
    [
      'POST /api/admin/catalog/items/:name/images',
      async (send) => {
        await upload(send, `/api/admin/catalog/items/${itemName(2)}/images`, 'a.png');
        return upload(send, `/api/admin/catalog/items/${itemName(2)}/images`, 'b.png');
      },
    ],
    [
      'PUT /api/admin/catalog/items/:name/images',
      async (send) =>
        send('PUT', `/api/admin/catalog/items/${itemName(2)}/images`, { files: (await firstImage(send)).reverse() }),
    ],
    [
      'DELETE /api/admin/catalog/items/:name/images/:file',
      async (send) => send('DELETE', `/api/admin/catalog/items/${itemName(2)}/images/${(await firstImage(send))[0]}`),
    ],
    [
      'POST /api/admin/catalog/categories',
      (send) =>
        send('POST', '/api/admin/catalog/categories', {
          category_name: 'Audit Toners',
          parent_ecommerce_category: 'Face Care',
        }),
    ],
    [
      'PATCH /api/admin/catalog/categories/:name',
      (send) => send('PATCH', '/api/admin/catalog/categories/Audit%20Toners', { priority: 3 }),
    ],
    [
      'POST /api/admin/catalog/categories/:name/image',
      (send) => upload(send, '/api/admin/catalog/categories/Audit%20Toners/image', 'c.png'),
    ],
    [
      'DELETE /api/admin/catalog/categories/:name',
      (send) => send('DELETE', '/api/admin/catalog/categories/Audit%20Toners'),
    ],
    ['POST /api/admin/catalog/brands', (send) => send('POST', '/api/admin/catalog/brands', { brand: 'Auditia' })],
    [
      'PATCH /api/admin/catalog/brands/:name',
      (send) => send('PATCH', '/api/admin/catalog/brands/Auditia', { custom_priority: 5 }),
    ],
    ['DELETE /api/admin/catalog/brands/:name', (send) => send('DELETE', '/api/admin/catalog/brands/Auditia')],
    [
      'POST /api/admin/discounts/codes',
      (send) => send('POST', '/api/admin/discounts/codes', { code: 'AUDIT5', type: 'fixed', value: 5 }),
    ],
    [
      'PUT /api/admin/discounts/codes/:code',
      (send) => send('PUT', '/api/admin/discounts/codes/AUDIT5', { type: 'fixed', value: 7.512 }),
    ],
    [
      'POST /api/admin/discounts/codes/:code/expire',
      (send) => send('POST', '/api/admin/discounts/codes/AUDIT5/expire'),
    ],
    [
      'POST /api/admin/reviews/decision',
      async (send) => send('POST', '/api/admin/reviews/decision', { names: [await review()], docstatus: 1 }),
    ],
    [
      'PUT /api/resource/:doctype/:name',
      async (send) =>
        send('PUT', resourcePath('Website Item Review', await review()), { docstatus: 2 }, { authorization: TOKEN }),
    ],
    [
      'DELETE /api/resource/:doctype/:name',
      async (send) => {
        const at = '2026-01-01 00:00:00.000';
        await db.kysely
          .insertInto('brand')
          .values({
            name: 'Tokenia',
            brand: 'Tokenia',
            description: '',
            custom_show_on_website: 0,
            custom_priority: 0,
            creation: at,
            modified: at,
          })
          .execute();
        return send('DELETE', resourcePath('Brand', 'Tokenia'), undefined, { authorization: TOKEN });
      },
    ],
    ['PUT /api/admin/settings', (send) => send('PUT', '/api/admin/settings', { free_shipping_above: 27.5 })],
    [
      'PUT /api/admin/settings/message-templates',
      (send) =>
        send('PUT', '/api/admin/settings/message-templates', {
          templates: { shipped: { en: 'Gulf Glow: {order} is on its way to you. {link}' } },
        }),
    ],
    [
      'PUT /api/admin/settings/home-blocks',
      (send) =>
        send('PUT', '/api/admin/settings/home-blocks', {
          blocks: [{ kind: 'carousel', title: 'Audit', categories: ['Serums'] }],
        }),
    ],
    ['POST /api/admin/settings/media', (send) => upload(send, '/api/admin/settings/media', 'banner.png')],
    [
      'POST /api/admin/orders/:name/confirm',
      async (send) => {
        orders.cod = await place();
        orders.pickup = await place(pickupForm());
        orders.cancel = await place();
        return send('POST', `/api/admin/orders/${orders.cod}/confirm`);
      },
    ],
    step('pack', 'cod'),
    step('ship', 'cod'),
    step('deliver', 'cod'),
    [
      'POST /api/admin/orders/:name/ready',
      async (send) => {
        for (const s of ['confirm', 'pack']) await send('POST', `/api/admin/orders/${orders.pickup}/${s}`);
        return send('POST', `/api/admin/orders/${orders.pickup}/ready`);
      },
    ],
    step('collect', 'pickup'),
    step('cancel', 'cancel'),
    [
      'POST /api/admin/orders/:name/notes',
      (send) => send('POST', `/api/admin/orders/${orders.cod}/notes`, { body: 'Asked to ring the bell twice.' }),
    ],
    [
      'POST /api/admin/orders/:name/messages/:id/resend',
      async (send) => {
        const [message] = (await send('GET', `/api/admin/orders/${orders.cod}/messages`)).json().data as {
          id: number;
        }[];
        // sent by the job first: only a sent or failed message is sent again
        await db.kysely.updateTable('order_message').set({ status: 'sent' }).where('id', '=', message!.id).execute();
        return send('POST', `/api/admin/orders/${orders.cod}/messages/${message!.id}/resend`);
      },
    ],
    [
      'POST /api/admin/search/synonyms',
      async (send) => {
        const reply = await send('POST', '/api/admin/search/synonyms', { terms: 'sunblock, sunscreen' });
        synonym = reply.json().data.id;
        return reply;
      },
    ],
    [
      'PUT /api/admin/search/synonyms/:id',
      (send) => send('PUT', `/api/admin/search/synonyms/${synonym}`, { terms: 'sunblock, sunscreen, spf' }),
    ],
    ['DELETE /api/admin/search/synonyms/:id', (send) => send('DELETE', `/api/admin/search/synonyms/${synonym}`)],
    [
      'POST /api/admin/catalog/import',
      async (send) => {
        const exported = await send('GET', '/api/admin/catalog/export?format=csv');
        const form = new FormData();
        form.append('apply', 'all');
        form.append('file', new Blob([new Uint8Array(exported.rawPayload)], { type: 'text/csv' }), 'catalog.csv');
        const encoded = new Response(form);
        return send('POST', '/api/admin/catalog/import', Buffer.from(await encoded.arrayBuffer()), {
          'content-type': encoded.headers.get('content-type')!,
        });
      },
    ],
    [
      'POST /api/admin/orders/:name/refunds',
      async (send) =>
        send('POST', `/api/admin/orders/${await placeCardOrder(app)}/refunds`, {
          idempotencyKey: randomUUID(),
          reason: 'Damaged',
          kind: 'full',
        }),
    ],
    [
      'POST /api/admin/orders/:name/refunds/:id/resolve',
      async (send) => {
        const name = await placeCardOrder(app);
        const real = createPaymentProvider(testEnv(), app);
        const silent = {
          ...real,
          createRefund: () => Promise.reject(new PaymentProviderError('Payment provider unreachable: timeout')),
        };
        const deps = { db: db.kysely, provider: silent, publicBaseUrl: 'http://localhost:3000' };
        await refundOrder(deps, name, { idempotencyKey: randomUUID(), reason: 'Damaged', kind: 'full' }, null).catch(
          () => undefined,
        );
        const pending = await db.kysely
          .selectFrom('order_refund')
          .select('id')
          .where('order_name', '=', name)
          .executeTakeFirstOrThrow();
        return send('POST', `/api/admin/orders/${name}/refunds/${pending.id}/resolve`, { outcome: 'not-refunded' });
      },
    ],
    [
      'POST /api/admin/staff/invite',
      async (send) => {
        const reply = await send('POST', '/api/admin/staff/invite', { email: 'invited@example.om', role: 'staff' });
        ({
          member: { id: invited },
          link: inviteLink,
        } = reply.json().data);
        return reply;
      },
    ],
    [
      'POST /api/admin/staff-links/accept',
      (send) =>
        send('POST', '/api/admin/staff-links/accept', {
          token: inviteLink.split('#')[1],
          name: 'Invited One',
          password: 'invited password 1',
        }),
    ],
    ['PUT /api/admin/staff/:id/role', (send) => send('PUT', `/api/admin/staff/${invited}/role`, { role: 'reviewer' })],
    ['POST /api/admin/staff/:id/password-reset', (send) => send('POST', `/api/admin/staff/${invited}/password-reset`)],
    [
      'POST /api/admin/account/two-factor/setup',
      async (send) => {
        const reply = await send('POST', '/api/admin/account/two-factor/setup');
        totpSecret = reply.json().data.secret;
        return reply;
      },
    ],
    [
      'POST /api/admin/account/two-factor/confirm',
      (send) =>
        send('POST', '/api/admin/account/two-factor/confirm', {
          code: new TOTP({ secret: Secret.fromBase32(totpSecret) }).generate(),
        }),
    ],
    [
      'PUT /api/admin/staff/two-factor-policy',
      async (send) => {
        const reply = await send('PUT', '/api/admin/staff/two-factor-policy', { required: true });
        await send('PUT', '/api/admin/staff/two-factor-policy', { required: false });
        return reply;
      },
    ],
    [
      'POST /api/admin/account/two-factor/disable',
      (send) => send('POST', '/api/admin/account/two-factor/disable', { password: OWNER.password }),
    ],
    [
      'POST /api/admin/staff/:id/two-factor/reset',
      async (send) => {
        await db.kysely
          .updateTable('staff_user')
          .set({ totp_secret: 'sealed-secret' })
          .where('id', '=', invited)
          .execute();
        return send('POST', `/api/admin/staff/${invited}/two-factor/reset`);
      },
    ],
    [
      'PUT /api/admin/staff/:id/status',
      (send) => send('PUT', `/api/admin/staff/${invited}/status`, { status: 'disabled' }),
    ],
    [
      'PUT /api/admin/account/password',
      (send) =>
        send('PUT', '/api/admin/account/password', {
          currentPassword: OWNER.password,
          newPassword: 'a brand new password',
        }),
    ],
  ];
}

/** The writes of the back-office and the resource service: every one a staff member makes is on record, with who made it. */
describe.each(await testEngines())('every staff write is audited on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let owner: { cookie: string; csrf: string };

  const suite = withTestApp(engine, insertCheckoutData);
  beforeAll(async () => {
    ({ db, app } = suite);
    await createStaff(db, OWNER);
    owner = await signInStaff(app, OWNER.email, OWNER.password);
  });

  const writeRoutes = () =>
    [...adminRouteTable(app), ...routeTable(app).filter((r) => r.url.startsWith('/api/resource/'))]
      .filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method))
      .map((r) => `${r.method} ${r.url}`);

  it('knows every write route: each has an example below or a reason it changes nothing of the shop', () => {
    const listed = new Set([...examples(app, db).map(([route]) => route), ...Object.keys(NOT_STAFF_WRITES)]);
    const routes = [...new Set(writeRoutes())];
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => !listed.has(route))).toEqual([]);
    expect([...listed].filter((route) => !routes.includes(route))).toEqual([]);
    for (const route of ADMIN_PUBLIC_ROUTES)
      if (route !== 'POST /api/admin/staff-links/accept') expect(NOT_STAFF_WRITES[route], route).toBeDefined();
  });

  it('walks every write route: each success writes an audit entry of that request naming who made it', async () => {
    const send: Send = (method, url, payload, headers = {}) =>
      app.inject({
        method: method as 'POST',
        url,
        headers: headers.authorization ? headers : { cookie: owner.cookie, 'x-csrf-token': owner.csrf, ...headers },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const unaudited: string[] = [];
    for (const [route, call] of examples(app, db)) {
      const reply = await call(send);
      expect(reply.statusCode, `${route} → ${reply.body.slice(0, 200)}`).toBeLessThan(300);
      const requestId = String(reply.headers['x-request-id']);
      const entries = await db.kysely
        .selectFrom('audit_log')
        .select(['actor_email', 'action'])
        .where('request_id', '=', requestId)
        .execute();
      const who = /^(PUT|DELETE) \/api\/resource\//.test(route)
        ? TOKEN_ACTOR
        : route.includes('staff-links')
          ? 'invited@example.om'
          : OWNER.email;
      if (entries.length === 0 || entries.some((e) => e.actor_email !== who))
        unaudited.push(`${route}: ${JSON.stringify(entries)}`);
    }
    expect(unaudited).toEqual([]);
  });
});
