import type { FilterState } from '@shop/domain/catalog-query';
import type { Product } from '../catalog/types';
import { publicBaseUrl } from '../config';
import { getT, requestLocale } from '../i18n/messages';
import { JsonLdScripts } from './json-ld-scripts';
import { listingJsonLd } from './listing-seo';

/** The listing's BreadcrumbList and ItemList, for the products rendered on the page. */
export async function ListingJsonLd({ filters, products }: { filters: FilterState; products: Product[] }) {
  const locale = await requestLocale();
  const t = getT(locale);
  return (
    <JsonLdScripts
      nodes={listingJsonLd({
        filters,
        products,
        baseUrl: publicBaseUrl(),
        locale,
        homeLabel: t('common.home'),
        shopLabel: t('common.shop'),
      })}
    />
  );
}
