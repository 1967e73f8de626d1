import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { nowTimestamp } from '../../db/time';
import { paidSessionForRefund } from './sandbox.queries';

/**
 * The sandbox's stand-in for Thawani's payments and refunds API: GET /api/v1/payments lists the
 * payment of a paid session by `checkout_invoice`; POST /api/v1/refunds returns all or part of
 * a payment (amount in baisa; without it, the whole payment), never more than the payment less
 * what was refunded before; GET /api/v1/refunds/:id reads one back. The key check is the
 * parent's (sandbox-routes.ts).
 */
const refundSchema = z.object({
  payment_id: z.string().min(1).max(100),
  reason: z.string().min(1).max(500),
  metadata: z.record(z.string(), z.string().max(500)).default({}),
  amount: z.number().int().min(1).optional(),
});

const failure = (reply: FastifyReply, status: number, description: string) =>
  reply.status(status).send({ success: false, code: 4000, description });

type RefundRow = Database['sandbox_refund'];

const refundData = (row: RefundRow) => ({
  refund_id: row.refund_id,
  payment_id: row.payment_id,
  amount: row.amount,
  status: row.status,
  reason: row.reason,
  metadata: JSON.parse(row.metadata) as unknown,
  created_at: row.created_at,
});

export const sandboxRefundRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get<{ Querystring: { checkout_invoice?: string } }>('/api/v1/payments', async (request, reply) => {
    const invoice = request.query.checkout_invoice;
    if (!invoice) return failure(reply, 400, 'checkout_invoice is required');
    const rows = await db
      .selectFrom('sandbox_checkout_session')
      .select(['payment_id', 'total_amount', 'invoice', 'created_at'])
      .where('invoice', '=', invoice)
      .where('payment_status', '=', 'paid')
      .where('payment_id', 'is not', null)
      .execute();
    const data = rows.map((r) => ({
      payment_id: r.payment_id,
      amount: r.total_amount,
      status: 'successful',
      checkout_invoice: r.invoice,
      created_at: r.created_at,
    }));
    return reply.send({ success: true, code: 2000, description: 'Payments retrieved successfully', data });
  });

  app.post('/api/v1/refunds', async (request, reply) => {
    const parsed = refundSchema.safeParse(request.body);
    if (!parsed.success)
      return failure(reply, 400, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const input = parsed.data;
    const outcome = await db.transaction().execute(async (trx) => {
      const payment = await paidSessionForRefund(trx, input.payment_id);
      if (!payment) return { ok: false, error: 404, description: 'Payment not found' } as const;
      const before = await trx
        .selectFrom('sandbox_refund')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('sum'))
        .where('payment_id', '=', input.payment_id)
        .where('status', '=', 'successful')
        .executeTakeFirstOrThrow();
      const left = payment.total_amount - Number(before.sum);
      const amount = input.amount ?? payment.total_amount;
      if (amount > left)
        return {
          ok: false,
          error: 400,
          description: `Refund amount exceeds the refundable amount (${left} baisa left)`,
        } as const;
      const row: RefundRow = {
        refund_id: `refund_${randomUUID().replace(/-/g, '')}`,
        payment_id: input.payment_id,
        amount,
        reason: input.reason,
        metadata: JSON.stringify(input.metadata),
        status: 'successful',
        created_at: nowTimestamp(),
      };
      await trx.insertInto('sandbox_refund').values(row).execute();
      return { ok: true, row } as const;
    });
    if (!outcome.ok) return failure(reply, outcome.error, outcome.description);
    return reply.send({
      success: true,
      code: 2001,
      description: 'Refund created successfully',
      data: refundData(outcome.row),
    });
  });

  app.get<{ Params: { id: string } }>('/api/v1/refunds/:id', async (request, reply) => {
    const row = await db
      .selectFrom('sandbox_refund')
      .selectAll()
      .where('refund_id', '=', request.params.id)
      .executeTakeFirst();
    return row
      ? reply.send({ success: true, code: 2000, description: 'Refund retrieved successfully', data: refundData(row) })
      : failure(reply, 404, 'Refund not found');
  });
};
