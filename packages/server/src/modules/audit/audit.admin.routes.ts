import { auditPageReply } from '@shop/domain/schemas/admin-people';
import { queryParsedByTheService } from '@shop/domain/schemas/admin-replies';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { listAudit } from './audit.admin.service';

/** GET /api/admin/audit?actor&action&page&pageSize (owner-only by domain/staff-access.ts). */
export function registerAuditAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/audit',
    {
      schema: {
        tags: ['admin: audit'],
        summary: 'Who changed what, newest first',
        querystring: queryParsedByTheService('actor', 'action', 'page', 'pageSize'),
        response: { 200: auditPageReply },
      },
    },
    async (request) => listAudit(deps.db.kysely, request.query),
  );
}
