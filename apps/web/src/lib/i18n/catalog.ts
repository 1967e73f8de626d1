import { account as arAccount } from './ar/account';
import { cart as arCart } from './ar/cart';
import { checkout as arCheckout } from './ar/checkout';
import { common as arCommon } from './ar/common';
import { errors as arErrors } from './ar/errors';
import { home as arHome } from './ar/home';
import { layout as arLayout } from './ar/layout';
import { orderPage as arOrderPage } from './ar/order-page';
import { orders as arOrders } from './ar/orders';
import { product as arProduct } from './ar/product';
import { reviews as arReviews } from './ar/reviews';
import { seo as arSeo } from './ar/seo';
import { shop as arShop } from './ar/shop';
import { account } from './en/account';
import { cart } from './en/cart';
import { checkout } from './en/checkout';
import { common } from './en/common';
import { errors } from './en/errors';
import { home } from './en/home';
import { layout } from './en/layout';
import { orderPage } from './en/order-page';
import { orders } from './en/orders';
import { product } from './en/product';
import { reviews } from './en/reviews';
import { seo } from './en/seo';
import { shop } from './en/shop';

/**
 * The English (en-OM) message catalog, keyed by id. Each feature keeps its texts in
 * lib/i18n/en/<feature>.ts and is merged here; the Arabic catalog (ar) mirrors the same ids.
 * Server code reads it through messages.ts; the browser gets only the ids its client code
 * uses (<Messages> in messages-boundary.tsx, client-message-ids.ts), never this module.
 */
export const en = {
  ...common,
  ...account,
  ...cart,
  ...checkout,
  ...errors,
  ...home,
  ...layout,
  ...orders,
  ...orderPage,
  ...product,
  ...shop,
  ...reviews,
  ...seo,
} as const;

export type MessageId = keyof typeof en;
export type MessageCatalog = Record<MessageId, string>;

/**
 * The Arabic (ar-OM) message catalog: lib/i18n/ar/<feature>.ts, each typed by its English file so
 * an id missing or extra fails to compile; catalog.test.ts checks placeholders and plural forms.
 */
export const ar: MessageCatalog = {
  ...arCommon,
  ...arAccount,
  ...arCart,
  ...arCheckout,
  ...arErrors,
  ...arHome,
  ...arLayout,
  ...arOrders,
  ...arOrderPage,
  ...arProduct,
  ...arShop,
  ...arReviews,
  ...arSeo,
};
