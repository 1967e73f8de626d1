import type { SortValue } from '@shop/domain/catalog-query';
import type { MessageId } from '@/lib/i18n/catalog';

/** The message naming each sort order (SPEC §3 'Sort options': the English labels are SPEC's). */
export const SORT_LABELS: Record<SortValue, MessageId> = {
  relevance: 'shop.sort.relevance',
  'creation desc': 'shop.sort.newArrivals',
  'custom_regular_price asc': 'shop.sort.priceAsc',
  'custom_regular_price desc': 'shop.sort.priceDesc',
  'brand asc': 'shop.sort.brandAsc',
  'brand desc': 'shop.sort.brandDesc',
};
