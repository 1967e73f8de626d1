import { customerDetailReply, customerPageReply } from '@shop/domain/schemas/admin-people';
import { queryParsedByTheService } from '@shop/domain/schemas/admin-replies';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { customerDetail, listCustomers } from './customers.admin.queries';

/** GET /api/admin/customers?q&page&pageSize; GET /api/admin/customers/:id (read-only). */
export function registerCustomersAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: customers'];
  r.get(
    '/customers',
    {
      schema: {
        tags,
        summary: 'Shopper accounts, newest first; q searches name, email, phone',
        querystring: queryParsedByTheService('q', 'page', 'pageSize'),
        response: { 200: customerPageReply },
      },
    },
    async (request) => listCustomers(db, request.query),
  );
  r.get(
    '/customers/:id',
    {
      schema: {
        tags,
        summary: 'One shopper with their orders and reviews',
        params: z.object({ id: z.string() }),
        response: { 200: customerDetailReply },
      },
    },
    async (request) => ({ data: await customerDetail(db, request.params.id) }),
  );
}
