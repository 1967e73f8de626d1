import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../testing/redis';
import { type CacheBus, openCacheBus } from './cache-bus';

const redisUrl = await testRedisUrl();
const namespace = `test-bus-${process.pid}-${Date.now()}`;

const within = async (ms: number, done: () => boolean): Promise<number> => {
  const start = performance.now();
  while (!done()) {
    if (performance.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return performance.now() - start;
};

describe.skipIf(!redisUrl)('the cache bus between two nodes sharing Redis', () => {
  let a: CacheBus;
  let b: CacheBus;
  const heard = { a: 0, b: 0 };

  beforeAll(async () => {
    // the poll is the safety net for a lost message: slowed here so the channel alone is tested
    a = await openCacheBus(redisUrl!, { onRemoteChange: () => (heard.a += 1), pollMs: 60_000, namespace });
    b = await openCacheBus(redisUrl!, { onRemoteChange: () => (heard.b += 1), pollMs: 60_000, namespace });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('a change announced by one node drops the other node’s caches within 1 s, and not its own', async () => {
    const before = { a: heard.a, b: heard.b };
    const announced = a.announce();
    expect(a.announcing()).toBe(true);
    await announced;
    expect(a.announcing()).toBe(false);
    await within(1000, () => heard.b > before.b);
    expect(b.version()).toBe(a.version());
    expect(heard.a).toBe(before.a);
  });

  it('a version missed on the channel is caught by the poll', async () => {
    const c = await openCacheBus(redisUrl!, { onRemoteChange: () => (heard.b += 0), pollMs: 100, namespace });
    let dropped = 0;
    const d = await openCacheBus(redisUrl!, { onRemoteChange: () => (dropped += 1), pollMs: 100, namespace });
    try {
      // another node's bump that published nothing (its message lost)
      await c.redis.incr(`${namespace}:changes:version`);
      await within(1000, () => dropped > 0);
      expect(d.version()).toBe(Number(await c.redis.get(`${namespace}:changes:version`)));
    } finally {
      await c.close();
      await d.close();
    }
  });
});
