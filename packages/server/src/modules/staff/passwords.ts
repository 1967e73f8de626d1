import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import pLimit from 'p-limit';

/**
 * Staff passwords: scrypt (N = 2^15, r = 8, p = 1, 64-byte key) with a random 16-byte salt,
 * stored as `scrypt$N$r$p$salt$key` (base64url) so the cost can be raised later and old
 * hashes still verify. Comparison is timing-safe.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // 128·N·r bytes of memory: 32 MiB at the default cost, above Node's 32 MiB default cap.
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST.N, COST.r, COST.p);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of nothing anyone knows: verified against when the email is unknown, so both cases take as long. */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword(randomBytes(16).toString('hex')));

/**
 * Each check holds 32 MiB and one of libuv's 4 threads (shared with file reads, compression
 * and DNS) for ~0.1 s: at most HASH_CONCURRENCY run at once, HASH_QUEUE more wait (~1.5 s at
 * most on this 2-core machine), and beyond that a sign-in is refused at once.
 */
export const HASH_CONCURRENCY = 2;
export const HASH_QUEUE = 32;

export interface PasswordChecker {
  /** Whether the password matches; null, at once, when HASH_QUEUE checks are already waiting. */
  verify(password: string, stored: string): Promise<boolean | null>;
}

export function createPasswordChecker({ concurrency = HASH_CONCURRENCY, queue = HASH_QUEUE } = {}): PasswordChecker {
  const limit = pLimit(concurrency);
  return {
    async verify(password, stored) {
      if (limit.pendingCount >= queue) return null;
      return limit(() => verifyPassword(password, stored));
    },
  };
}
