import { SHOP_NAME } from '@shop/domain/store';

/** Titles and descriptions that search engines and link previews show. */
export const seo = {
  'seo.siteName': SHOP_NAME,
  'seo.pageTitle': `{title} | ${SHOP_NAME}`,
  'seo.homeTitle': `${SHOP_NAME} — skin care and beauty in Oman`,
  'seo.homeDescription': 'Skin-care and beauty products delivered across Oman and the Gulf, priced in Omani rial.',
  // the browser tab's title of pages kept out of search engines
  'seo.cartTitle': 'Your Cart',
  'seo.checkoutTitle': 'Checkout',
  'seo.accountTitle': 'Account',
  'seo.orderPageTitle': 'Your order',
  'seo.invoiceTitle': 'Tax invoice',
  'seo.creditNoteTitle': 'Tax credit note',
  'seo.orderPlacedTitle': 'Order placed',
  'seo.paymentReceivedTitle': 'Payment received',
  'seo.paymentCancelledTitle': 'Payment cancelled',
  'seo.verifyingPaymentTitle': 'Verifying your payment',
} as const;
