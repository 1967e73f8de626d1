import { account } from './en/account';
import { cart } from './en/cart';
import { checkout } from './en/checkout';
import { common } from './en/common';
import { errors } from './en/errors';
import { home } from './en/home';
import { layout } from './en/layout';
import { orders } from './en/orders';
import { product } from './en/product';
import { reviews } from './en/reviews';
import { seo } from './en/seo';
import { shop } from './en/shop';

/**
 * The English (en-OM) message catalog, keyed by id. Each feature keeps its texts in
 * lib/i18n/en/<feature>.ts and is merged here; an Arabic catalog would mirror the same ids.
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
  ...product,
  ...shop,
  ...reviews,
  ...seo,
} as const;

export type MessageId = keyof typeof en;
export type MessageCatalog = Record<MessageId, string>;
