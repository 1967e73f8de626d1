import { Link } from '@/lib/i18n/navigation';
import { Suspense } from 'react';
import { Carousel } from '@/components/ui/carousel';
import { ProductCard } from '@/features/catalog/public';
import { getCarouselProducts } from '@/lib/data/catalog';
import { getRatingSummaries } from '@/lib/data/reviews';
import { getT, requestLocale } from '@/lib/i18n/messages';
import type { Translate } from '@/lib/i18n/translate';
import { routes } from '@/lib/routes';

/** SPEC §9: product carousels autoplay every 1.5 s; 2 per view on mobile, 6 on desktop. */
const PRODUCT_AUTOPLAY_MS = 1500;
const perView = { mobile: 2, desktop: 6 };

function BlockHeading({ title, categories, t }: { title: string; categories: string[]; t: Translate }) {
  return (
    <div className="mb-4 flex items-baseline justify-between gap-4">
      <h2 className="text-xl font-semibold desk:text-2xl">{title}</h2>
      <Link
        href={categories.length ? routes.shopCategories(categories) : routes.shop}
        aria-label={t('home.viewAllLabel', { title })}
        className="shrink-0 text-sm font-semibold text-brand hover:underline"
      >
        {t('home.viewAll')}
      </Link>
    </div>
  );
}

/**
 * A product carousel, its products in the first HTML. Each card sits in its own Suspense boundary
 * (nothing in it suspends): React hydrates such boundaries after the page, one by one in short
 * slices between which the browser answers input, instead of some sixty cards in one long task;
 * a tap on a card not yet hydrated makes React hydrate that card at once and the tap acts.
 */
export async function ProductCarouselBlock({ title, categories }: { title: string; categories: string[] }) {
  const [result, locale] = await Promise.all([getCarouselProducts(categories), requestLocale()]);
  const t = getT(locale);
  if (!result.ok) {
    console.error(`[home] carousel "${title}" failed`, result.error);
    return null;
  }
  if (!result.data.length) return null;
  const summaries = await getRatingSummaries(result.data.map((p) => p.id));
  return (
    <section className="container-shop py-6" data-testid="product-carousel">
      <BlockHeading title={title} categories={categories} t={t} />
      <Carousel
        label={title}
        perView={perView}
        spacing={12}
        autoplayMs={PRODUCT_AUTOPLAY_MS}
        loop={result.data.length > perView.desktop}
      >
        {result.data.map((product) => (
          // each card its own hydration unit (see the note above)
          <Suspense key={product.id}>
            <ProductCard product={product} summary={summaries[product.id]} t={t} />
          </Suspense>
        ))}
      </Carousel>
    </section>
  );
}
