import { Avatar } from '@/components/ui/avatar';
import { Stars } from '@/components/ui/stars';
import type { ProductDetail, RatingSummaryData } from '@/lib/catalog/types';
import { getProductReviews } from '@/lib/data/reviews';
import { getT, requestLocale } from '@/lib/i18n/messages';
import { ReviewCard } from './review-card';
import { WriteReview } from './write-review';

/** SPEC §9: avatars shown beside the rating before '+N'. */
const AVATARS_SHOWN = 3;

/**
 * SPEC §2 'Reviews section': heading, Submit (opens the form), average to one decimal, count,
 * up to 3 reviewer avatars plus '+N', then the published reviews newest first, or the empty texts.
 */
export async function ReviewsSection({
  product,
  summary,
}: {
  product: ProductDetail;
  summary: RatingSummaryData | undefined;
}) {
  const [result, locale] = await Promise.all([getProductReviews(product.id), requestLocale()]);
  const t = getT(locale);
  const reviews = result.ok ? result.data : [];
  if (!result.ok) console.error('[reviews] list failed', result.error);
  const count = Math.max(summary?.count ?? 0, reviews.length);
  const average = summary?.count ? summary.average : 0;
  const avatars = reviews.slice(0, AVATARS_SHOWN).map((r) => r.customerName);
  const more = count - avatars.length;
  const now = new Date();

  return (
    <section aria-labelledby="reviews-heading" id="reviews" className="scroll-mt-24" data-testid="reviews-section">
      <div className="flex items-center justify-between gap-3">
        <h2 id="reviews-heading" className="text-xl font-semibold">
          {t('reviews.heading')}
        </h2>
        <WriteReview product={{ id: product.id, name: product.name, image: product.image, brand: product.brand }} />
      </div>
      {count > 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-3" data-testid="reviews-summary">
          <span className="text-3xl font-semibold leading-none" data-testid="reviews-average">
            {average.toFixed(1)}
          </span>
          <div className="flex flex-col gap-1">
            <span role="img" aria-label={t('reviews.ratingLabel', { average: average.toFixed(1), count })}>
              <Stars value={average} size="lg" />
            </span>
            <span className="text-sm text-muted" data-testid="reviews-count">
              {t('reviews.count', { count })}
            </span>
          </div>
          <div className="ms-auto flex items-center" data-testid="reviews-avatars">
            {avatars.map((name, i) => (
              <Avatar key={`${name}-${i}`} name={name} size="md" className={i > 0 ? '-ms-2' : ''} />
            ))}
            {more > 0 && (
              <span className="-ms-2 inline-grid size-9 place-items-center rounded-full bg-blush text-xs font-bold text-brand-dark ring-2 ring-white">
                <span aria-hidden="true">{t('reviews.moreReviewers', { count: more })}</span>
                <span className="sr-only">{t('reviews.moreReviewersLabel', { count: more })}</span>
              </span>
            )}
          </div>
        </div>
      ) : null}
      {reviews.length > 0 ? (
        <ul className="mt-4 grid gap-3 desk:grid-cols-2" aria-label={t('reviews.listLabel', { name: product.name })}>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} now={now} t={t} />
            </li>
          ))}
        </ul>
      ) : (
        <div
          className="mt-4 rounded-2xl border border-dashed border-line bg-cream px-5 py-8 text-center"
          data-testid="reviews-empty"
        >
          <p className="font-semibold">{t('reviews.emptyTitle')}</p>
          <p className="mx-auto mt-1 max-w-md text-sm text-muted">{t('reviews.emptyText')}</p>
        </div>
      )}
    </section>
  );
}
