import type { ReviewSubmission } from '@shop/domain/schemas/review';
import { type RatingSummaries, reviewSummaryQuery, toRatingSummaries } from '../catalog/review-summaries';

export async function fetchRatingSummaries(ids: string[], signal: AbortSignal): Promise<RatingSummaries> {
  if (!ids.length) return {};
  const response = await fetch(`/api/review-summaries?${new URLSearchParams(reviewSummaryQuery(ids))}`, { signal });
  if (!response.ok) return {};
  const body = (await response.json()) as { data?: Parameters<typeof toRatingSummaries>[0] };
  return body.data ? toRatingSummaries(body.data) : {};
}

export type SubmitReviewResult = { ok: true; name: string } | { ok: false; status: number; message: string };

/**
 * SPEC §7: POST Website Item Review with the SPEC §3 payload, straight to the same-origin
 * resource service (a review needs no credential; the server checks and holds it as pending).
 */
export async function submitReview(payload: ReviewSubmission): Promise<SubmitReviewResult> {
  try {
    const response = await fetch(`/api/resource/${encodeURIComponent('Website Item Review')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
    });
    const body = (await response.json().catch(() => ({}))) as { data?: { name?: string }; message?: string };
    if (response.ok) return { ok: true, name: body.data?.name ?? '' };
    return { ok: false, status: response.status, message: body.message ?? `Request failed with status code ${response.status}` };
  } catch {
    return { ok: false, status: 0, message: 'Request Failed.' };
  }
}
