import { SHOP_NAME } from '@shop/domain/store';
import type { seo as en } from '../en/seo';

/** Titles and descriptions in Arabic; the shop name stays SHOP_NAME, as on the logo. */
export const seo: { [K in keyof typeof en]: string } = {
  'seo.siteName': SHOP_NAME,
  'seo.pageTitle': `{title} | ${SHOP_NAME}`,
  'seo.homeTitle': `${SHOP_NAME} — العناية بالبشرة والجمال في عُمان`,
  'seo.homeDescription':
    'منتجات العناية بالبشرة والجمال مع التوصيل إلى جميع أنحاء عُمان والخليج، والأسعار بالريال العُماني.',
  'seo.cartTitle': 'سلة التسوّق',
  'seo.checkoutTitle': 'إتمام الشراء',
  'seo.accountTitle': 'حسابي',
  'seo.orderPageTitle': 'طلبك',
  'seo.invoiceTitle': 'الفاتورة الضريبية',
  'seo.creditNoteTitle': 'الإشعار الدائن الضريبي',
  'seo.orderPlacedTitle': 'تم استلام الطلب',
  'seo.paymentReceivedTitle': 'تم استلام الدفع',
  'seo.paymentCancelledTitle': 'تم إلغاء الدفع',
  'seo.verifyingPaymentTitle': 'جارٍ التحقق من الدفع',
};
