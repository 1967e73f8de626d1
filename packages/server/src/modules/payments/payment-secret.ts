import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The secret that lets the browser which placed a card order reopen its payment page (issue
 * 13): 32 random bytes, base64url, handed out once by the placement; the order keeps only its
 * SHA-256. Order names are sequential, so the name alone must open nothing.
 */
export function newPaymentSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashOf(secret) };
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Compared against when an order has no secret, so every refusal costs the same. */
const NO_SECRET = hashOf('no secret');

/** Whether the presented secret is the order's, in constant time (a missing order or secret compares against a stand-in and fails). */
export function paymentSecretMatches(storedHash: string | null | undefined, presented: string | undefined): boolean {
  const expected = Buffer.from(storedHash ?? NO_SECRET, 'hex');
  const actual = Buffer.from(hashOf(presented ?? ''), 'hex');
  const same = expected.length === actual.length && timingSafeEqual(expected, actual);
  return same && Boolean(storedHash) && Boolean(presented);
}
