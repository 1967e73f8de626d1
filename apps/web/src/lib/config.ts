import 'server-only';
import { DEFAULT_STORE_WAREHOUSE } from '@shop/domain/store';

/** Storefront settings read on the server (never shipped to the browser unless passed as props). */
export const storeWarehouse = process.env.STORE_WAREHOUSE || DEFAULT_STORE_WAREHOUSE;

/**
 * The shop's address for absolute links (sitemap, robots, product pages), without a trailing
 * slash. The server sets it at start from its settings (src/server/start.ts): PUBLIC_BASE_URL, or
 * outside production the address it listens on. Read per call, never frozen at build time.
 */
export function publicBaseUrl(): string {
  const url = process.env.PUBLIC_BASE_URL;
  if (!url) throw new Error('PUBLIC_BASE_URL is unset: the shop server (apps/web/server.ts) sets it at start');
  return url;
}
