/** GET /api/admin/reviews as the pages see it: the server's own types. */
import type { AdminReview } from '@shop/server/modules/reviews/reviews.admin.service';

export type { AdminReview, ReviewDecisionResult } from '@shop/server/modules/reviews/reviews.admin.service';

export type ReviewStatus = 'pending' | 'published' | 'rejected';

export interface ReviewPage {
  data: AdminReview[];
  meta: { status: ReviewStatus; page: number; pageSize: number; total: number };
}
