import type { product as en } from '../en/product';

/** Product page texts in Arabic; a unit of one product is 'قطعة'. */
export const product: { [K in keyof typeof en]: string } = {
  'product.breadcrumbLabel': 'مسار التنقل',
  'product.addToCart': 'أضف إلى السلة',
  'product.quantity': 'الكمية',
  'product.increase': 'زيادة الكمية',
  'product.decrease': 'تقليل الكمية',
  'product.inCart':
    '{count, plural, zero {لا شيء في سلتك} one {قطعة واحدة في سلتك} two {قطعتان في سلتك} few {# قطع في سلتك} many {# قطعةً في سلتك} other {# قطعة في سلتك}}',
  'product.share': 'مشاركة',
  'product.shareWhatsApp': 'مشاركة عبر واتساب',
  'product.linkCopied': 'تم نسخ الرابط',
  'product.linkCopyFailed': 'تعذّر نسخ الرابط. انسخه من شريط العنوان.',
  'product.tabDescription': 'الوصف',
  'product.tabDelivery': 'معلومات التوصيل',
  'product.noDescription': 'لا يوجد وصف بعد.',
  'product.related': 'قد يعجبك أيضًا',
  'product.brandLabel': 'الماركة',
  'product.stockLeft':
    '{count, plural, zero {نفدت الكمية} one {بقيت قطعة واحدة فقط} two {بقيت قطعتان فقط} few {بقيت # قطع فقط} many {بقيت # قطعةً فقط} other {بقيت # قطعة فقط}}',
  'product.notFoundTitle': 'المنتج غير موجود',
  'product.notFoundText': 'عذرًا، لم نتمكن من العثور على المنتج الذي تبحث عنه.',
  'product.notFoundHint': 'ربما نُقل المنتج أو أُزيل، أو أن الرابط غير صحيح.',
  'product.browseAll': 'تصفّح جميع المنتجات',
  'product.goBack': 'رجوع',
  'product.needHelp': 'هل تحتاج إلى مساعدة؟',
  'product.needHelpText': 'راسلنا على واتساب وسنساعدك في العثور عليه.',
  'product.chatWithUs': 'تحدّث معنا',
  'product.shareText': '{name} — {price}',
};
