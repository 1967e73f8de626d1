import type { RatingSummaryData } from '@/lib/catalog/types';
import type { Translate } from '@/lib/i18n/translate';
import { Avatar } from './avatar';
import { Stars } from './stars';

/**
 * SPEC §2 rating summary. No reviews: five empty stars and 'No reviews yet'. Otherwise stars,
 * the average to one decimal and the count — '(n)' with the first reviewer's avatar when
 * compact, '(n review(s))' when full. It renders on the server and in the browser, so its texts
 * come from the caller's t (getT on the server, useT() in the browser).
 */
export function RatingSummary({
  summary,
  variant = 'compact',
  t,
}: {
  summary: RatingSummaryData | undefined;
  variant?: 'compact' | 'full';
  t: Translate;
}) {
  const label = summary?.count
    ? t('reviews.ratingLabel', { average: summary.average.toFixed(1), count: summary.count })
    : t('reviews.noReviewsYet');
  if (!summary?.count) {
    return (
      <div className="flex items-center gap-1.5 text-xs text-muted" data-testid="rating-summary">
        <Stars value={0} />
        <span>{t('reviews.noReviewsYet')}</span>
      </div>
    );
  }
  return (
    <div
      className="flex items-center gap-1.5 text-xs text-muted"
      data-testid="rating-summary"
      role="img"
      aria-label={label}
    >
      <Stars value={summary.average} size={variant === 'full' ? 'lg' : 'sm'} />
      <span className="font-semibold text-ink">{summary.average.toFixed(1)}</span>
      {variant === 'compact' ? (
        <>
          <span>({summary.count})</span>
          <Avatar name={summary.firstReviewer} size="sm" className="ms-1" />
        </>
      ) : (
        <span>({t('reviews.count', { count: summary.count })})</span>
      )}
    </div>
  );
}
