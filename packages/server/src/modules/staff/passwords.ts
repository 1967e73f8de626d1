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
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
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
 * and DNS) for ~0.1–0.3 s. Checks run in two lanes of one at a time each, so at most 2 run at
 * once: one for browsers holding the account's device cookie, one for everyone else. A lane
 * lets a few more wait (a few seconds at most) and refuses the rest at once, so a flood of
 * sign-ins from unknown clients never queues a staff member's own browser behind it.
 */
export type HashLane = 'device' | 'unknown';
export const HASH_LANES: Record<HashLane, { concurrency: number; queue: number }> = {
  device: { concurrency: 1, queue: 8 },
  unknown: { concurrency: 1, queue: 16 },
};

export interface PasswordChecker {
  /** Whether the password matches; null, at once, when the lane's queue is full. */
  verify(password: string, stored: string, lane: HashLane): Promise<boolean | null>;
}

export function createPasswordChecker(
  lanes: Record<HashLane, { concurrency: number; queue: number }> = HASH_LANES,
): PasswordChecker {
  const limits = { device: pLimit(lanes.device.concurrency), unknown: pLimit(lanes.unknown.concurrency) };
  return {
    async verify(password, stored, lane) {
      const limit = limits[lane];
      if (limit.pendingCount >= lanes[lane].queue) return null;
      return limit(() => verifyPassword(password, stored));
    },
  };
}
