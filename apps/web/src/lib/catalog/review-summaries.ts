import type { RatingSummaryData } from './types';

export type RatingSummaries = Record<string, RatingSummaryData>;

interface SummaryWire {
  average: number;
  count: number;
  first_reviewer: string;
}

export function toRatingSummaries(data: Record<string, SummaryWire>): RatingSummaries {
  return Object.fromEntries(Object.entries(data).map(([item, s]) => [item, { average: s.average, count: s.count, firstReviewer: s.first_reviewer }]));
}

export const reviewSummaryQuery = (ids: string[]) => ({ items: [...new Set(ids)].slice(0, 100).join(',') });
