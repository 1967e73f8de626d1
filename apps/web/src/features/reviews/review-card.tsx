import { starsFromFraction } from '@shop/domain/schemas/review';
import { Avatar } from '@/components/ui/avatar';
import { Stars } from '@/components/ui/stars';
import type { Review } from '@/lib/data/review-mappers';
import type { Translate } from '@/lib/i18n/translate';
import { ReviewImages } from './review-images';
import { reviewAge } from './review-time';

/** SPEC §2 review card: avatar, name, 'Verified', stars (fraction × 5, rounded), age, title, comments, photos. */
export function ReviewCard({ review, now, t }: { review: Review; now: Date; t: Translate }) {
  const stars = starsFromFraction(review.rating);
  return (
    <article
      className="flex gap-3 rounded-2xl border border-line bg-white p-4"
      data-testid="review-card"
      aria-label={review.title || review.customerName}
    >
      <Avatar name={review.customerName} size="md" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <bdi className="font-semibold">{review.customerName}</bdi>
          <span className="inline-flex items-center gap-1 rounded-full bg-ok/10 px-2 py-0.5 text-xs font-semibold text-ok-dark">
            <svg viewBox="0 0 20 20" className="size-3.5" fill="currentColor" aria-hidden="true">
              <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm4 6.3-4.7 5a.8.8 0 0 1-1.1 0L6 10.6a.8.8 0 1 1 1.1-1.1l1.6 1.6 4.2-4.4A.8.8 0 0 1 14 7.8Z" />
            </svg>
            {t('reviews.verified')}
          </span>
        </div>
        <div className="flex items-center gap-2 text-xs text-muted">
          <span role="img" aria-label={t('reviews.starsLabel', { stars })} data-stars={stars}>
            <Stars value={stars} size="md" />
          </span>
          <time dateTime={review.createdAt || undefined}>{reviewAge(t, review.createdAt, now)}</time>
        </div>
        {/* shoppers write in either language: each text, and each line of the comments, takes the direction of its own first letter */}
        {review.title && (
          <h3 dir="auto" className="font-semibold leading-snug">
            {review.title}
          </h3>
        )}
        {review.comments && (
          <p
            dir="auto"
            className="whitespace-pre-line break-words text-sm leading-6 text-ink/90 [unicode-bidi:plaintext]"
          >
            {review.comments}
          </p>
        )}
        {review.images.length > 0 && <ReviewImages images={review.images} author={review.customerName} />}
      </div>
    </article>
  );
}
