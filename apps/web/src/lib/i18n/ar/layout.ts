import { SHOP_NAME } from '@shop/domain/store';
import type { layout as en } from '../en/layout';

/**
 * Header, search, footer and the static pages in Arabic. The shop name stays the Latin
 * SHOP_NAME the logo shows, so the logo link's label contains its visible text.
 */
export const layout: { [K in keyof typeof en]: string } = {
  'header.logoLabel': `${SHOP_NAME} - الصفحة الرئيسية`,
  'header.skipToContent': 'الانتقال إلى المحتوى',
  'header.freeShipping': 'توصيل مجاني داخل عُمان للطلبات بقيمة {amount} ر.ع. فأكثر',
  'header.deliveryOffer': 'عرض التوصيل',
  'header.offers': 'العروض',
  'header.brands': 'جميع الماركات',
  'header.mainNav': 'القائمة الرئيسية',
  'header.menu': 'القائمة',
  'header.closeMenu': 'إغلاق القائمة',
  'header.submenu': 'قائمة {name}',
  'header.shopAll': 'تسوّق كل {name}',
  'header.cartCount':
    'السلة، {count, plural, zero {فارغة} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}',
  'header.cartCountOne': 'السلة، منتج واحد',
  'search.placeholder': 'عمّ تبحث؟',
  'search.label': 'ابحث في المنتجات',
  'search.clear': 'مسح البحث',
  'search.noResults': 'لا توجد نتائج',
  'search.results': 'نتائج البحث',
  'search.count':
    '{count, plural, zero {لا نتائج} one {نتيجة واحدة} two {نتيجتان} few {# نتائج} many {# نتيجةً} other {# نتيجة}}',
  'footer.tagline': 'منتجات عناية وجمال ستحبّها، نوصلها إليك في جميع أنحاء عُمان والخليج.',
  'footer.shopHeading': 'تسوّق',
  'footer.allProducts': 'جميع المنتجات',
  'footer.cart': 'سلة التسوّق',
  'footer.contactHeading': 'تواصل معنا',
  'footer.instagram': 'تابعنا على إنستغرام',
  'footer.chat': 'تحدّث معنا على واتساب',
  'footer.copyright': `© {year} ${SHOP_NAME}. جميع الحقوق محفوظة.`,
  'footer.terms': 'شروط الخدمة',
  'footer.privacy': 'سياسة الخصوصية',
  'footer.refund': 'سياسة الاسترجاع',
  'comingSoon.metaTitle': 'نتجهّز بإطلالة جديدة',
  'comingSoon.eyebrow': 'نعود قريبًا',
  'comingSoon.title': 'نتجهّز بإطلالة جديدة',
  'comingSoon.text':
    'متجرنا يتزيّن من جديد: إطلالة أجمل، ومنتجات مفضّلة جديدة، وتسوّق أسهل. سنعود قريبًا جدًا — شكرًا لصبرك.',
};
