import { Link } from '@/lib/i18n/navigation';
import { PriceTag } from '@/components/ui/price-tag';
import { RatingSummary } from '@/components/ui/rating-summary';
import type { Product, RatingSummaryData } from '@/lib/catalog/types';
import type { Translate } from '@/lib/i18n/translate';
import { PLACEHOLDER_IMAGE, routes } from '@/lib/routes';
import { AddToCartButton } from './add-to-cart-button';

interface ProductCardProps {
  product: Product;
  /** Set on the first cards of a page so the browser fetches their images first. */
  priority?: boolean;
  /** Published reviews of the product; none shows 'No reviews yet'. */
  summary?: RatingSummaryData;
  /** The caller's t: getT on the server (home, product page), useT() in the browser (the shop's grid). */
  t: Translate;
}

/**
 * SPEC §2 product card: image, name, price, struck price and badge, BOGO badge, rating, add button;
 * the brand above the name, small and muted, as Gulf beauty shops show it (names alone can read alike).
 * Its links do not prefetch (lib/i18n/navigation.tsx): a listing or carousel in view would otherwise render a dozen dynamic
 * product pages on the server (and parse them in the browser) while the page is still loading.
 */
export function ProductCard({ product, priority = false, summary, t }: ProductCardProps) {
  const href = routes.product(product.route);
  return (
    <article className="group flex h-full flex-col gap-2" data-testid="product-card">
      <Link href={href} className="relative block overflow-hidden rounded-xl bg-cream">
        {/* local, pre-sized images; no optimizer round trip */}
        <img
          src={product.image ?? PLACEHOLDER_IMAGE}
          alt={t('product.imageAlt', { name: product.name })}
          width={600}
          height={600}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        {product.bogo && (
          <span className="absolute start-2 top-2 rounded-full bg-ink px-2 py-0.5 text-[11px] font-semibold text-white">
            {t('product.bogo')}
          </span>
        )}
      </Link>
      <div>
        {product.brand && (
          <p
            className="truncate text-[11px] font-semibold uppercase leading-4 tracking-wide text-muted"
            data-testid="product-card-brand"
          >
            {product.brandLabel ?? product.brand}
          </p>
        )}
        <Link href={href} className="line-clamp-2 min-h-10 text-sm leading-5 text-ink hover:text-brand">
          {product.name}
        </Link>
      </div>
      <RatingSummary summary={summary} t={t} />
      <PriceTag salePrice={product.salePrice} regularPrice={product.regularPrice} size="sm" className="mt-auto" t={t} />
      <AddToCartButton product={product} />
    </article>
  );
}
