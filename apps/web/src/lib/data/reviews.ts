import 'server-only';
import { type RatingSummaries, reviewSummaryQuery, toRatingSummaries } from '../catalog/review-summaries';
import { contentData } from '../services/content-client';

/** Rating summaries of published reviews for these products (empty on failure: cards still render). */
export async function getRatingSummaries(ids: string[]): Promise<RatingSummaries> {
  if (!ids.length) return {};
  const result = await contentData<Parameters<typeof toRatingSummaries>[0]>({ path: '/api/review-summaries', query: reviewSummaryQuery(ids) });
  if (!result.ok) {
    console.error('[reviews] summaries failed', result.error);
    return {};
  }
  return toRatingSummaries(result.data);
}
