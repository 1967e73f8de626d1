import { SHOP_NAME } from '@shop/domain/store';
import type { shop as en } from '../en/shop';

/** Shop listing texts in Arabic; brands are 'الماركات', filters 'الفلاتر', as Gulf storefronts say. */
export const shop: { [K in keyof typeof en]: string } = {
  'shop.title': 'المتجر',
  'shop.sortBy': 'ترتيب حسب',
  'shop.sort.relevance': 'الأكثر صلة',
  'shop.sort.newArrivals': 'وصل حديثًا',
  'shop.sort.priceAsc': 'السعر: من الأقل إلى الأعلى',
  'shop.sort.priceDesc': 'السعر: من الأعلى إلى الأقل',
  'shop.sort.brandAsc': 'الماركة: من A إلى Z',
  'shop.sort.brandDesc': 'الماركة: من Z إلى A',
  'shop.sort': 'ترتيب',
  'shop.filter': 'فلترة',
  'shop.filters': 'الفلاتر',
  'shop.clearAllFilters': 'مسح جميع الفلاتر',
  'shop.clearAll': 'مسح الكل',
  'shop.applyFilters': 'تطبيق الفلاتر',
  'shop.categories': 'الفئات',
  'shop.brands': 'الماركات',
  'shop.excludeOutOfStock': 'إخفاء المنتجات النافدة',
  'shop.clearCategory': 'مسح الفئة',
  'shop.keyword': 'بحث: «{keyword}»',
  'shop.removeKeyword': 'إزالة البحث «{keyword}»',
  'shop.loadMore': 'عرض المزيد من المنتجات',
  'shop.emptyTitle': 'عذرًا، لا توجد منتجات',
  'shop.emptyText': 'جرّب مجموعة مختلفة من الفلاتر.',
  'shop.didYouMean': 'هل تقصد',
  'shop.showingFor': 'نتائج البحث عن «{query}»',
  'shop.popular': 'منتجات رائجة',
  'shop.results':
    '{count, plural, zero {لا منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}',
  'shop.expand': 'عرض الفئات الفرعية ضمن {name}',
  'shop.offers': 'العروض',
  'shop.unavailable': 'تعذّر تحميل المنتجات حاليًا. يرجى المحاولة مرة أخرى بعد قليل.',
  'shop.retry': 'إعادة المحاولة',
  'shop.filterCount':
    '{count, plural, zero {لم يُحدَّد أي فلتر} one {فلتر واحد محدَّد} two {فلتران محدَّدان} few {# فلاتر محدَّدة} many {# فلترًا محدَّدًا} other {# فلتر محدَّد}}',
  'shop.breadcrumb': 'مسار التنقل',
  'shop.metaTitleFiltered': '{names} | المتجر',
  'shop.metaDescription': `كل منتجات العناية بالبشرة والجمال في ${SHOP_NAME}، مع التوصيل إلى جميع أنحاء عُمان والخليج.`,
  'shop.metaDescriptionFiltered': `تسوّق {names} من ${SHOP_NAME}: عناية بالبشرة وجمال مع التوصيل إلى جميع أنحاء عُمان والخليج.`,
};
