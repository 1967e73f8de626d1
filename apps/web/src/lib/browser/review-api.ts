import { type RatingSummaries, reviewSummaryQuery, toRatingSummaries } from '../catalog/review-summaries';

export async function fetchRatingSummaries(ids: string[], signal: AbortSignal): Promise<RatingSummaries> {
  if (!ids.length) return {};
  const response = await fetch(`/api/review-summaries?${new URLSearchParams(reviewSummaryQuery(ids))}`, { signal });
  if (!response.ok) return {};
  const body = (await response.json()) as { data?: Parameters<typeof toRatingSummaries>[0] };
  return body.data ? toRatingSummaries(body.data) : {};
}
