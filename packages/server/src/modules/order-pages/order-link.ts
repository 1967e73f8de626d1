import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '@shop/domain/language';

/** How long a message's link opens its order. */
const LINK_DAYS = 60;

const signature = (secret: string, orderName: string, expires: string) =>
  createHmac('sha256', secret)
    .update(`order-link\0${orderName}\0${expires}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

/**
 * The key of an order's message link: its expiry (seconds, base 36) and an HMAC over the order
 * name and that expiry under SESSION_SECRET. It opens that one order's page and invoice and
 * nothing else of the account; it cannot be stretched to another order or a later date.
 */
export function orderLinkKey(secret: string, orderName: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000 + LINK_DAYS * 86_400).toString(36);
  return `${expires}.${signature(secret, orderName, expires)}`;
}

export function orderLinkKeyValid(secret: string, orderName: string, key: string | undefined, now: Date): boolean {
  const match = /^([0-9a-z]{1,10})\.([\w-]{22})$/.exec(key ?? '');
  if (!match) return false;
  const [, expires, given] = match as unknown as [string, string, string];
  if (parseInt(expires, 36) * 1000 <= now.getTime()) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(signature(secret, orderName, expires)));
}

/** The order page's address a message carries, in the shopper's language. */
export function orderLinkUrl(publicBaseUrl: string, language: Language, orderName: string, key: string): string {
  const base = publicBaseUrl.replace(/\/$/, '');
  return `${base}${language === 'ar' ? '/ar' : ''}/account/orders/${encodeURIComponent(orderName)}?k=${key}`;
}
