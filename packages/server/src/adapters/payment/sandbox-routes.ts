import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { nowTimestamp } from '../../db/time';
import { MAX_PRODUCT_QUANTITY, MIN_UNIT_AMOUNT, PRODUCT_NAME_MAX } from './payment-provider';
import { renderSandboxPage } from './sandbox-page';
import { sandboxRefundRoutes } from './sandbox-refunds';

/**
 * A stand-in for Thawani's checkout API and hosted page, mounted at /sandbox/thawani. The shop
 * talks to it through the same Thawani client it uses in production; only the base URL and
 * keys differ. Pay, Cancel and "leave unpaid" on the hosted page set the session's status; the
 * API's cancel closes an unpaid session, whose page then refuses Pay, as Thawani's does. A paid
 * session's payment is listed by the session's invoice, and refunded (sandbox-refunds.ts).
 * The hosted page is addressed by the session id (random) and the publishable key, never by
 * the shop's order name or the client reference.
 */
export interface SandboxOptions {
  db: Kysely<Database>;
  secretKey: string;
  publishableKey: string;
}

const productSchema = z.object({
  name: z.string().min(1).max(PRODUCT_NAME_MAX),
  quantity: z.number().int().min(1).max(MAX_PRODUCT_QUANTITY),
  unit_amount: z.number().int().min(MIN_UNIT_AMOUNT).max(5_000_000_000),
});

const createSchema = z.object({
  client_reference_id: z.string().min(1).max(100),
  mode: z.literal('payment'),
  products: z.array(productSchema).min(1).max(100),
  success_url: z.url(),
  cancel_url: z.url(),
  metadata: z.record(z.string(), z.string().max(500)).default({}),
});

type Row = Database['sandbox_checkout_session'];

function envelope(row: Row) {
  return {
    success: true,
    code: 2004,
    description: 'Session retrieved successfully',
    data: {
      session_id: row.session_id,
      client_reference_id: row.client_reference_id,
      products: JSON.parse(row.products) as unknown,
      total_amount: row.total_amount,
      currency: 'OMR',
      success_url: row.success_url,
      cancel_url: row.cancel_url,
      payment_status: row.payment_status,
      invoice: row.invoice,
      mode: 'payment',
      metadata: JSON.parse(row.metadata) as unknown,
      created_at: row.created_at,
    },
  };
}

const sessionModel = (row: Row, key: string) => ({
  kind: 'session' as const,
  sessionId: row.session_id,
  key,
  status: row.payment_status,
  totalAmount: row.total_amount,
  products: JSON.parse(row.products) as z.infer<typeof productSchema>[],
});

const failure = (reply: FastifyReply, status: number, description: string) =>
  reply.status(status).send({ success: false, code: status === 401 ? 4001 : 4000, description });

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export const sandboxRoutes: FastifyPluginAsync<SandboxOptions> = async (app, { db, secretKey, publishableKey }) => {
  // A test stand-in, not part of the shop's documented API.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.includes('/api/v1/')) return;
    const key = request.headers['thawani-api-key'];
    if (typeof key !== 'string' || !sameSecret(key, secretKey)) return failure(reply, 401, 'Invalid API key');
  });

  const find = (column: 'session_id' | 'client_reference_id', value: string) =>
    db.selectFrom('sandbox_checkout_session').selectAll().where(column, '=', value).executeTakeFirst();

  app.post('/api/v1/checkout/session', async (request, reply) => {
    const parsed = createSchema.safeParse(request.body);
    if (!parsed.success)
      return failure(reply, 400, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const input = parsed.data;
    if (await find('client_reference_id', input.client_reference_id)) {
      return failure(reply, 409, 'client_reference_id already used');
    }
    const row: Row = {
      session_id: `checkout_${randomUUID().replace(/-/g, '')}`,
      client_reference_id: input.client_reference_id,
      products: JSON.stringify(input.products),
      total_amount: input.products.reduce((sum, p) => sum + p.unit_amount * p.quantity, 0),
      success_url: input.success_url,
      cancel_url: input.cancel_url,
      metadata: JSON.stringify(input.metadata),
      payment_status: 'unpaid',
      invoice: String(Date.now()) + String(randomInt(100_000, 1_000_000)),
      payment_id: null,
      created_at: nowTimestamp(),
    };
    await db.insertInto('sandbox_checkout_session').values(row).execute();
    return reply.send({ ...envelope(row), code: 2004, description: 'Session generated successfully' });
  });

  app.get<{ Params: { id: string } }>('/api/v1/checkout/session/:id', async (request, reply) => {
    const row = await find('session_id', request.params.id);
    return row ? reply.send(envelope(row)) : failure(reply, 404, 'Session not found');
  });

  app.get<{ Params: { ref: string } }>('/api/v1/checkout/reference/:ref', async (request, reply) => {
    const row = await find('client_reference_id', request.params.ref);
    return row ? reply.send(envelope(row)) : failure(reply, 404, 'Session not found');
  });

  app.post<{ Params: { id: string } }>('/api/v1/checkout/:id/cancel', async (request, reply) => {
    const id = request.params.id;
    await db
      .updateTable('sandbox_checkout_session')
      .set({ payment_status: 'cancelled' })
      .where('session_id', '=', id)
      .where('payment_status', '=', 'unpaid')
      .execute();
    const row = await find('session_id', id);
    if (!row) return failure(reply, 404, 'Session not found');
    if (row.payment_status !== 'cancelled')
      return failure(reply, 409, `Session is ${row.payment_status} and cannot be cancelled`);
    return reply.send({ ...envelope(row), description: 'Session cancelled successfully' });
  });

  await app.register(sandboxRefundRoutes, { db });

  app.get<{ Params: { id: string }; Querystring: { key?: string } }>('/pay/:id', async (request, reply) => {
    const row = await find('session_id', request.params.id);
    const keyOk = typeof request.query.key === 'string' && sameSecret(request.query.key, publishableKey);
    reply.type('text/html; charset=utf-8');
    if (!row || !keyOk) return reply.status(404).send(renderSandboxPage({ kind: 'missing' }));
    return reply.send(renderSandboxPage(sessionModel(row, request.query.key!)));
  });

  app.register(async (form) => {
    form.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    form.post<{ Params: { id: string; action: string }; Body: { key?: string } }>(
      '/pay/:id/:action',
      async (request, reply) => {
        const { id, action } = request.params;
        const row = await find('session_id', id);
        const key = request.body?.key;
        if (!row || typeof key !== 'string' || !sameSecret(key, publishableKey)) return reply.status(404).send();
        if (!['pay', 'cancel', 'leave'].includes(action)) return reply.status(400).send();
        if (action !== 'leave') {
          const changed = await db
            .updateTable('sandbox_checkout_session')
            .set(
              action === 'pay'
                ? { payment_status: 'paid', payment_id: `payment_${randomUUID().replace(/-/g, '')}` }
                : { payment_status: 'cancelled' },
            )
            .where('session_id', '=', id)
            .where('payment_status', '=', 'unpaid')
            .executeTakeFirst();
          if (Number(changed.numUpdatedRows) !== 1) {
            // Paid or closed meanwhile (the shop may have cancelled the order): nothing more is taken.
            const now = await find('session_id', id);
            return reply
              .status(409)
              .type('text/html; charset=utf-8')
              .send(renderSandboxPage(sessionModel(now ?? row, key)));
          }
        }
        return reply.redirect(action === 'cancel' ? row.cancel_url : row.success_url, 303);
      },
    );
  });
};
