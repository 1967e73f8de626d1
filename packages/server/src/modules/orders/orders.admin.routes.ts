import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ORDER_STEPS, STEP_LABELS } from '@shop/domain/order-lifecycle';
import {
  orderDetailReply,
  orderListReply,
  parsedByTheService,
  queryParsedByTheService,
} from '@shop/domain/schemas/admin-replies';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { closePaymentSessions } from '../payments/payments.service';
import { ordersCsv } from './order-csv';
import type { Actor } from './order-history';
import { addOrderNote } from './order-notes';
import { refundOrder } from './order-refunds.service';
import { resolvePendingRefund } from './order-refund-resolution';
import { advanceOrder } from './order-steps';
import { cancelOrder, listOrdersForStaff, orderDetailForStaff } from './orders.admin.service';

const params = z.object({ name: z.string().trim().min(1).max(140) });
const refundParams = params.extend({
  id: z.coerce
    .number({ error: 'The refund id must be a number.' })
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
const FILTERS = [
  'paymentStatus',
  'paymentType',
  'status',
  'stage',
  'refund',
  'from',
  'to',
  'q',
  'page',
  'pageSize',
] as const;

const actorOf = (request: FastifyRequest): Actor | null =>
  request.staff
    ? { id: request.staff.id, name: request.staff.name, email: request.staff.email, requestId: request.id }
    : null;

/**
 * GET /api/admin/orders (filters, paging), /orders.csv (the filtered list as CSV), GET
 * /orders/:name; POST /orders/:name/<step> for each lifecycle step (confirm, pack, ship, ready,
 * deliver, collect, cancel — cancelling also closes its payment page at the provider),
 * /orders/:name/refunds, /orders/:name/refunds/:id/resolve and /orders/:name/notes.
 */
export function registerOrdersAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.db.kysely;
  const { payments } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: orders'];
  const detail = { tags, response: { 200: orderDetailReply } };
  r.get(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Orders by filters, newest first, one page and the total',
        querystring: queryParsedByTheService(...FILTERS),
        response: { 200: orderListReply },
      },
    },
    async (request) => listOrdersForStaff(db, request.query),
  );
  r.get(
    '/orders.csv',
    {
      schema: {
        tags,
        summary: 'The orders matching the filters as CSV (all pages, at most 10 000 rows)',
        querystring: queryParsedByTheService(...FILTERS),
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const csv = await ordersCsv(db, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`)
        .send(csv);
    },
  );
  r.get(
    '/orders/:name',
    {
      schema: {
        ...detail,
        summary: 'One order with its lines, VAT, payments, history, refunds and what may still be done',
      },
    },
    async (request) => ({
      data: await orderDetailForStaff(db, params.parse(request.params).name),
    }),
  );
  for (const step of ORDER_STEPS) {
    r.post(
      `/orders/:name/${step}`,
      { schema: { ...detail, summary: `Lifecycle step: ${STEP_LABELS[step]}` } },
      async (request) => {
        const { name } = params.parse(request.params);
        if (step === 'cancel') {
          await cancelOrder(db, name, actorOf(request));
          const closing = await closePaymentSessions(payments, name, 'staff');
          if (closing.unreachable)
            request.log.warn({ order: name, ...closing }, 'could not close the payment page of a cancelled order');
        } else {
          await advanceOrder(db, name, step, actorOf(request));
        }
        return { data: await orderDetailForStaff(db, name) };
      },
    );
  }
  r.post(
    '/orders/:name/refunds',
    {
      schema: {
        ...detail,
        summary:
          'Refund the card payment in full or per line through the provider (amounts in baisa; a repeated idempotencyKey refunds once)',
        body: parsedByTheService.describe(
          '{ idempotencyKey: uuid, reason, kind: "full" | "lines", lines?: [{ id, qty }] }',
        ),
      },
    },
    async (request) => {
      const { name } = params.parse(request.params);
      await refundOrder(payments, name, request.body, actorOf(request));
      return { data: await orderDetailForStaff(db, name) };
    },
  );
  r.post(
    '/orders/:name/refunds/:id/resolve',
    {
      schema: {
        ...detail,
        summary:
          'Settle a refund left pending (the provider did not answer) with what the provider shows: its refund id (checked there), or none',
        body: parsedByTheService.describe('{ outcome: "refunded", providerRefundId } | { outcome: "not-refunded" }'),
      },
    },
    async (request) => {
      const { name, id } = refundParams.parse(request.params);
      await resolvePendingRefund(payments, name, id, request.body, actorOf(request));
      return { data: await orderDetailForStaff(db, name) };
    },
  );
  r.post(
    '/orders/:name/notes',
    { schema: { ...detail, summary: 'Add a staff note to the order', body: parsedByTheService.describe('{ body }') } },
    async (request) => {
      const { name } = params.parse(request.params);
      await addOrderNote(db, name, request.body, actorOf(request));
      return { data: await orderDetailForStaff(db, name) };
    },
  );
}
