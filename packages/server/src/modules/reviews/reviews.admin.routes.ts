import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  parsedByTheService,
  queryParsedByTheService,
  reviewDecisionReply,
  reviewPageReply,
} from '@shop/domain/schemas/admin-replies';
import type { AppDeps } from '../../app-deps';
import { auditActorOf } from '../audit/audit-log';
import { decideReviews, listReviewsForStaff } from './reviews.admin.service';

/** GET /api/admin/reviews?status=pending|published|rejected&page&pageSize; POST /api/admin/reviews/decision {names, docstatus}. */
export function registerReviewsAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: reviews'];
  r.get(
    '/reviews',
    {
      schema: {
        tags,
        summary: 'The review queue of one status, newest first',
        querystring: queryParsedByTheService('status', 'page', 'pageSize'),
        response: { 200: reviewPageReply },
      },
    },
    async (request) => listReviewsForStaff(db, request.query),
  );
  r.post(
    '/reviews/decision',
    {
      schema: {
        tags,
        summary: 'Publish or reject reviews',
        body: parsedByTheService.describe('{ names, docstatus: 1 | 2 }'),
        response: { 200: reviewDecisionReply },
      },
    },
    async (request) => ({ data: await decideReviews(deps.db, request.body, auditActorOf(request)) }),
  );
}
