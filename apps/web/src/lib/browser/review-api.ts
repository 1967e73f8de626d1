import type { ReviewSubmission } from '@shop/domain/schemas/review';
import { z } from 'zod';
import { type ApiOutcome, api, failureOf, sameOrigin } from '../api/client';
import { type RatingSummaries, reviewSummaryQuery, toRatingSummaries } from '../catalog/review-summaries';
import { ratingSummariesWire } from '../catalog/wire';

const summariesSchema = z.object({ data: ratingSummariesWire });

/** Rating summaries of the products; none when the reply is a failure or not summaries. */
export async function fetchRatingSummaries(ids: string[], signal: AbortSignal): Promise<RatingSummaries> {
  if (!ids.length) return {};
  const { data, response } = await api.GET('/api/review-summaries', {
    params: { query: reviewSummaryQuery(ids) },
    signal,
    ...sameOrigin(),
  });
  if (!response.ok) return {};
  const parsed = summariesSchema.safeParse(data);
  return parsed.success ? toRatingSummaries(parsed.data.data) : {};
}

export type SubmitReviewResult = ApiOutcome<{ name: string }>;

/**
 * SPEC §7: POST Website Item Review with the SPEC §3 payload, straight to the same-origin
 * resource service (a review needs no credential; the server checks and holds it as pending).
 */
export async function submitReview(payload: ReviewSubmission): Promise<SubmitReviewResult> {
  try {
    const { data, error, response } = await api.POST('/api/resource/Website Item Review', {
      body: { ...payload },
      ...sameOrigin(),
    });
    if (response.ok) return { ok: true, data: { name: typeof data?.data.name === 'string' ? data.data.name : '' } };
    const language = response.headers.get('content-language');
    return {
      ok: false,
      ...failureOf(response.status, error, `Request failed with status code ${response.status}`, language),
    };
  } catch {
    return { ok: false, ...failureOf(0, undefined) };
  }
}
