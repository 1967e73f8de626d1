import 'server-only';
import { type RatingSummaries, reviewSummaryQuery, toRatingSummaries } from '../catalog/review-summaries';
import { contentData } from '../services/content-client';
import { listDocs } from '../services/resource-client';
import type { ServiceResult } from '../services/transport';
import { ratingSummariesWire, reviewWire } from '../catalog/wire';
import { REVIEW_FIELDS, type Review, toReview } from './review-mappers';

/** How many published reviews the product page lists (newest first). */
const REVIEWS_SHOWN = 50;

/** Rating summaries of published reviews for these products (empty on failure: cards still render). */
export async function getRatingSummaries(ids: string[]): Promise<RatingSummaries> {
  if (!ids.length) return {};
  const result = await contentData({ path: '/api/review-summaries', query: reviewSummaryQuery(ids) }, ratingSummariesWire);
  if (!result.ok) {
    console.error('[reviews] summaries failed', result.error);
    return {};
  }
  return toRatingSummaries(result.data);
}

/** SPEC §7: Website Item Review filtered by item and docstatus 1, ordered by creation desc. */
export async function getProductReviews(item: string): Promise<ServiceResult<Review[]>> {
  const result = await listDocs(
    'Website Item Review',
    {
      fields: [...REVIEW_FIELDS],
      filters: [['item', '=', item], ['docstatus', '=', 1]],
      order_by: 'creation desc',
      limit_page_length: REVIEWS_SHOWN,
    },
    reviewWire,
  );
  return result.ok ? { ok: true, data: result.data.map(toReview) } : result;
}
