import { account } from './en/account';
import { cart } from './en/cart';
import { checkout } from './en/checkout';
import { common } from './en/common';
import { home } from './en/home';
import { layout } from './en/layout';
import { orders } from './en/orders';
import { product } from './en/product';
import { reviews } from './en/reviews';
import { shop } from './en/shop';

/**
 * The English (en-OM) message catalog, keyed by id. Each feature keeps its texts in
 * lib/i18n/en/<feature>.ts and is merged here; an Arabic catalog would mirror the same ids.
 */
const en = {
  ...common,
  ...account,
  ...cart,
  ...checkout,
  ...home,
  ...layout,
  ...orders,
  ...product,
  ...shop,
  ...reviews,
} as const;

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

export const DEFAULT_LOCALE = 'en-OM';
const catalogs: Record<string, Messages> = { [DEFAULT_LOCALE]: en };

/** 'Hello {name}' + {name: 'Aisha'} → 'Hello Aisha'. Unknown placeholders stay as written. */
export function t(id: MessageId, vars?: Record<string, string | number>, locale = DEFAULT_LOCALE): string {
  const template = (catalogs[locale] ?? en)[id];
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));
}
