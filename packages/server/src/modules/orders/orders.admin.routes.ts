import type { FastifyInstance } from 'fastify';
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
  app.get('/orders', async (request) => listOrdersForStaff(db, request.query));
  app.get('/orders/:name', async (request) => ({ data: await orderDetailForStaff(db, params.parse(request.params).name) }));
  app.post('/orders/:name/confirm', async (request) => {
    const { name } = params.parse(request.params);
    await confirmCodOrder(db, name);
    return { data: await orderDetailForStaff(db, name) };
  });
  app.post('/orders/:name/deliver', async (request) => ({ data: await markDelivered(db, params.parse(request.params).name) }));
  app.post('/orders/:name/cancel', async (request) => {
    const { name } = params.parse(request.params);
    await cancelOrder(db, name);
    const closing = await closePaymentSessions(payments, name, 'staff');
    if (closing.unreachable) request.log.warn({ order: name, ...closing }, 'could not close the payment page of a cancelled order');
    return { data: await orderDetailForStaff(db, name) };
  });
}
