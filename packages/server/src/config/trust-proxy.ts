import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * TRUST_PROXY: which X-Forwarded-For entries the app believes. A client can write any
 * X-Forwarded-For it likes; each proxy in front of the app appends the address it was reached
 * from, so only the entries added by our own proxies name a client:
 * - none: the socket's address is the client (no proxy).
 * - hops: that many proxies stand in front of the app; the entry the outermost one appended is
 *   the client, whatever the client wrote before it.
 * - addresses: the proxies' own addresses or CIDR ranges; the client is the first address from
 *   the right that is not one of them.
 * Never "trust every entry": that makes the left-most, client-written entry the address.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; addresses: string[] };

export const NO_PROXY: TrustProxy = { kind: 'none' };

const MAX_HOPS = 10;

/** proxy-addr's named ranges: 127.0.0.0/8 and ::1, 169.254.0.0/16 and fe80::/10, private ranges and fc00::/7. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** `0`/`false`: no proxy; a positive integer: hops; otherwise a comma list of IPs, CIDRs or loopback/linklocal/uniquelocal. */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (lower === '0' || lower === 'false' || lower === '') return NO_PROXY;
    if (lower === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would take the X-Forwarded-For entry a client writes as its address: give the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(lower)) {
      const hops = Number(lower);
      if (hops > MAX_HOPS) {
        ctx.addIssue({ code: 'custom', message: `at most ${MAX_HOPS} proxy hops` });
        return z.NEVER;
      }
      return { kind: 'hops', hops };
    }
    const addresses = value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const wrong = addresses.filter((entry) => !isAddressOrRange(entry));
    if (addresses.length === 0 || wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be 0, a number of proxy hops, or proxy addresses (IP, CIDR, loopback, linklocal, uniquelocal); not ${wrong.join(', ') || 'empty'}`,
      });
      return z.NEVER;
    }
    return { kind: 'addresses', addresses };
  });
