import type { RatingSummaryData } from './types';
import type { RatingSummariesWire } from './wire';

export type RatingSummaries = Record<string, RatingSummaryData>;

export function toRatingSummaries(data: RatingSummariesWire): RatingSummaries {
  return Object.fromEntries(
    Object.entries(data).map(([item, s]) => [
      item,
      { average: s.average, count: s.count, firstReviewer: s.first_reviewer },
    ]),
  );
}

export const reviewSummaryQuery = (ids: string[]) => ({ items: [...new Set(ids)].slice(0, 100).join(',') });
