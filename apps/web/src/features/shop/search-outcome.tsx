import { type FilterState, shopHref } from '@shop/domain/catalog-query';
import { ProductCard } from '@/features/catalog/public';
import type { RatingSummaries } from '@/lib/catalog/review-summaries';
import type { SearchOutcome } from '@/lib/catalog/types';
import type { Translate } from '@/lib/i18n/translate';
import { Link } from '@/lib/i18n/navigation';

/** The typed text was read with a correction: say which query the products are for. */
export function CorrectedNote({ outcome, t }: { outcome: SearchOutcome | undefined; t: Translate }) {
  if (!outcome?.correctedTo) return null;
  return (
    <p className="text-sm text-muted" data-testid="search-corrected">
      {t('shop.showingFor', { query: outcome.correctedTo })}
    </p>
  );
}

/** Nothing matched the typed text (issue 29): the closest query that finds products, and popular products. */
export function NoResultHelp({
  outcome,
  filters,
  summaries,
  t,
}: {
  outcome: SearchOutcome | undefined;
  filters: FilterState;
  summaries: RatingSummaries;
  t: Translate;
}) {
  if (!outcome) return null;
  return (
    <>
      {outcome.suggestion && (
        <p className="text-ink" data-testid="search-suggestion">
          {t('shop.didYouMean')}{' '}
          <Link
            href={shopHref({ ...filters, keyword: outcome.suggestion })}
            className="font-semibold text-brand underline"
          >
            {outcome.suggestion}
          </Link>
          ?
        </p>
      )}
      {outcome.popular.length > 0 && (
        <section className="mt-6 flex w-full flex-col gap-3 text-start" data-testid="search-popular">
          <h2 className="text-lg font-semibold">{t('shop.popular')}</h2>
          <ul className="grid grid-cols-2 gap-3 desk:grid-cols-4">
            {outcome.popular.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} summary={summaries[product.id]} t={t} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
