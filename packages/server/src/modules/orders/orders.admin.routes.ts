import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderDetailReply, orderListReply, queryParsedByTheService } from '@shop/domain/schemas/admin-replies';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { closePaymentSessions } from '../payments/payments.service';
import { confirmCodOrder } from './cod-confirmation';
import { cancelOrder, listOrdersForStaff, markDelivered, orderDetailForStaff } from './orders.admin.service';

const params = z.object({ name: z.string().trim().min(1).max(140) });

/** GET /api/admin/orders (filters, paging), GET /orders/:name, POST /orders/:name/confirm (COD call done), /deliver, /cancel (closing its payment page at the provider). */
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
        querystring: queryParsedByTheService('paymentStatus', 'paymentType', 'status', 'refund', 'from', 'to', 'q', 'page', 'pageSize'),
        response: { 200: orderListReply },
      },
    },
    async (request) => listOrdersForStaff(db, request.query),
  );
  r.get('/orders/:name', { schema: { ...detail, summary: 'One order with its lines, VAT, payment sessions and what may still be done' } }, async (request) => ({
    data: await orderDetailForStaff(db, params.parse(request.params).name),
  }));
  r.post('/orders/:name/confirm', { schema: { ...detail, summary: 'The COD confirmation call is done' } }, async (request) => {
    const { name } = params.parse(request.params);
    await confirmCodOrder(db, name);
    return { data: await orderDetailForStaff(db, name) };
  });
  r.post('/orders/:name/deliver', { schema: { ...detail, summary: 'A COD order was handed over' } }, async (request) => ({
    data: await markDelivered(db, params.parse(request.params).name),
  }));
  r.post('/orders/:name/cancel', { schema: { ...detail, summary: 'Cancel: stock and code use returned once, payment page closed' } }, async (request) => {
    const { name } = params.parse(request.params);
    await cancelOrder(db, name);
    const closing = await closePaymentSessions(payments, name, 'staff');
    if (closing.unreachable) request.log.warn({ order: name, ...closing }, 'could not close the payment page of a cancelled order');
    return { data: await orderDetailForStaff(db, name) };
  });
}
