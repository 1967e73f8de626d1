/** Who is asking, as the per-client limits see it. */
export interface ClientAddress {
  /** The client's address: the socket's, or behind TRUST_PROXY the one our proxies reported. */
  ip: string;
  /** False only for the one exemption below; per-client limits skip such a client. */
  limited: boolean;
  /** The browser's device id (X-Device-Id, the id the storefront keeps in localStorage), or null. */
  device?: string | null;
}

const isLoopback = (ip: string) => ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');

/** X-Device-Id: the id the storefront keeps in the browser; anything else is no device id. */
const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;
export const deviceIdOf = (header: unknown): string | null =>
  typeof header === 'string' && DEVICE_ID.test(header) ? header : null;

/**
 * The one exemption from per-client limits: loopback clients of a test run (APP_ENV=test).
 * Vitest's `inject` and the Playwright journeys all come from 127.0.0.1 and place more orders,
 * reviews and sign-ins than one shopper may. In every other environment loopback is a client
 * like any other; a proxy on the same host must be named in TRUST_PROXY, or every shopper
 * shares its address and its limits.
 */
export function clientAddress(ip: string, appEnv: string, deviceHeader?: unknown): ClientAddress {
  return { ip, limited: !(appEnv === 'test' && isLoopback(ip)), device: deviceIdOf(deviceHeader) };
}

/** A client every per-client limit counts (tests and scripts calling services directly). */
export const limitedClient = (ip: string, device: string | null = null): ClientAddress => ({
  ip,
  limited: true,
  device,
});
