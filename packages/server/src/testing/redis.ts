import { Redis } from 'ioredis';

/**
 * Redis for the cache tests: TEST_REDIS_URL (default: database 15 of the local server, kept
 * apart from a running shop's). Absent, its tests are skipped loudly; in CI Redis is required.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';

let checked: Promise<string | null> | undefined;

async function reachable(): Promise<string | null> {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return redisUrl;
  } catch (error) {
    if (process.env.CI) throw new Error(`Redis is required in CI but unreachable at ${redisUrl}: ${String(error)}`);
    console.warn(`\n!!! Redis unreachable at ${redisUrl}: the shared cache tests are SKIPPED (they run in CI).\n`);
    return null;
  } finally {
    client.disconnect();
  }
}

/** The Redis URL for this run, or null when the tests needing it must be skipped. */
export function testRedisUrl(): Promise<string | null> {
  checked ??= reachable();
  return checked;
}
