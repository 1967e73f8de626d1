import { type ChildProcess, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '@shop/server/config/paths';
import { insertCatalog, itemName } from '@shop/server/modules/resource/resource-fixtures';
import { createStaff } from '@shop/server/testing/admin-fixtures';
import { type TestDb, createTestDb } from '@shop/server/testing/databases';
import { testRedisUrl } from '@shop/server/testing/redis';
import { API_KEY, API_SECRET, WAREHOUSE } from '@shop/server/testing/test-app';

const redisUrl = await testRedisUrl();
const STAFF = { email: 'nodes@example.om', name: 'Nodes Staff', password: 'nodes staff password' };
const PORTS = [3260, 3261] as const;
const query = new URLSearchParams({
  fields: JSON.stringify(['custom_sale_price']),
  filters: JSON.stringify([['name', '=', itemName(5)]]),
});
const pricePath = `/api/resource/Website%20Item?${query}`;

/** One node: `apps/web/server.ts --api-only` in its own process, on the shared database and Redis. */
function startNode(port: number, databaseUrl: string): Promise<ChildProcess> {
  const child: ChildProcess = spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['apps/web/server.ts', '--api-only'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      APP_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl!,
      MEDIA_DIR: join(tmpdir(), 'shop-cache-nodes-media'),
      STORE_WAREHOUSE: WAREHOUSE,
      SESSION_SECRET: 'test-session-secret-0123456789-abcdef',
      RESOURCE_API_KEY: API_KEY,
      RESOURCE_API_SECRET: API_SECRET,
      CONTENT_API_TOKEN: 'test-content-token-0123456789',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`node on ${port} exited (${child.exitCode})`));
      if (Date.now() > deadline) return reject(new Error(`node on ${port} did not start within 60 s`));
      const up = await fetch(`http://127.0.0.1:${port}${pricePath}`).then(
        () => true,
        () => false,
      );
      if (up) resolve(child);
      else setTimeout(poll, 200);
    };
    void poll();
  });
}

async function publicPrice(port: number): Promise<number> {
  const reply = await fetch(`http://127.0.0.1:${port}${pricePath}`);
  return ((await reply.json()) as { data: { custom_sale_price: number }[] }).data[0]!.custom_sale_price;
}

describe.skipIf(!redisUrl)('two nodes sharing a database and Redis', () => {
  let db: TestDb;
  const nodes: ChildProcess[] = [];

  beforeAll(async () => {
    db = await createTestDb('sqlite');
    await insertCatalog(db);
    await createStaff(db, STAFF);
    for (const port of PORTS) nodes.push(await startNode(port, db.url));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(
      nodes.map((node) => new Promise((resolve) => (node.once('exit', resolve), node.kill('SIGTERM')))),
    );
    await db?.close();
  });

  it('a price changed through node A is in node B’s API within 1 s (its own 5 s cache dropped)', async () => {
    const [a, b] = PORTS;
    expect(await publicPrice(b)).toBe(4.5); // now in B's 5 s cache
    const signIn = await fetch(`http://127.0.0.1:${a}/api/admin/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: STAFF.email, password: STAFF.password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .find((line) => line.startsWith('gg_staff='))!
      .split(';')[0]!;
    const csrf = ((await signIn.json()) as { data: { csrfToken: string } }).data.csrfToken;
    const changed = await fetch(`http://127.0.0.1:${a}/api/admin/catalog/items/${itemName(5)}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
      body: JSON.stringify({ custom_sale_price: 3.25 }),
    });
    expect(changed.status).toBe(200);
    const start = performance.now();
    while ((await publicPrice(b)) !== 3.25) {
      expect(performance.now() - start).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});
