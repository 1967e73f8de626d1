import type { ReviewPage } from '@shop/domain/schemas/admin-replies';

/** GET /api/admin/reviews as its reply schema reads it. */
export type { AdminReview, ReviewPage } from '@shop/domain/schemas/admin-replies';

export type ReviewStatus = ReviewPage['meta']['status'];
