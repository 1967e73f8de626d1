import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardReply } from '@shop/domain/schemas/admin-replies';
import type { AppDeps } from '../../app-deps';
import { dashboardFigures } from './dashboard.admin.service';

/** Back-office dashboard figures. Mounted under /api/admin (staff only). */
export function registerDashboardAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dashboard',
    {
      schema: {
        tags: ['admin: dashboard'],
        summary:
          'Orders and revenue (OMR) today, this month and per day for 30 days, Oman time; how many cancelled orders need a refund',
        response: { 200: dashboardReply },
      },
    },
    async () => ({ data: await dashboardFigures(deps.db), meta: {} }),
  );
}
