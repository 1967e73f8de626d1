import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { decideReviews, listReviewsForStaff } from './reviews.admin.service';

/** GET /api/admin/reviews?status=pending|published|rejected&page&pageSize; POST /api/admin/reviews/decision {names, docstatus}. */
export function registerReviewsAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.db.kysely;
  app.get('/reviews', async (request) => listReviewsForStaff(db, request.query));
  app.post('/reviews/decision', async (request) => ({ data: await decideReviews(db, request.body) }));
}
