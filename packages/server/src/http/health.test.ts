import { afterEach, describe, expect, it } from 'vitest';
import { pendingMigrations } from '../db/migrate';
import { type TestDb, createTestDb, testEngines } from '../testing/databases';
import { testEnv } from '../testing/test-app';
import { type App, buildApp } from './app';
import type { Lifecycle } from './health';

describe.each(await testEngines())('health probes on %s', (engine) => {
  let db: TestDb | undefined;
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    await db?.close().catch(() => undefined);
    app = db = undefined;
  });

  const open = async (migrated: boolean, lifecycle: Lifecycle = { draining: false }) => {
    db = await createTestDb(engine, { migrated });
    app = await buildApp({ db, env: testEnv(), lifecycle });
    await app.ready();
    return { db, app, lifecycle };
  };

  it('/healthz and /readyz answer 200 on a migrated database, never cached', async () => {
    const { app } = await open(true);
    const health = await app.inject({ url: '/healthz' });
    expect([health.statusCode, health.json(), health.headers['cache-control']]).toEqual([
      200,
      { status: 'ok' },
      'no-store',
    ]);
    const ready = await app.inject({ url: '/readyz' });
    expect([ready.statusCode, ready.json(), ready.headers['cache-control']]).toEqual([
      200,
      { status: 'ready' },
      'no-store',
    ]);
  });

  it('/readyz is 503 naming the migrations a database lacks; /healthz stays 200', async () => {
    const { db, app } = await open(false);
    const pending = await pendingMigrations(db.kysely);
    const ready = await app.inject({ url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([
      503,
      { status: 'unavailable', reason: `migrations pending: ${pending.join(', ')}` },
    ]);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('/readyz is 503 "draining" from the shutdown signal on, and every answer then says Connection: close', async () => {
    const { app, lifecycle } = await open(true);
    expect((await app.inject({ url: '/healthz' })).headers.connection).not.toBe('close');
    lifecycle.draining = true;
    const ready = await app.inject({ url: '/readyz' });
    expect([ready.statusCode, ready.json(), ready.headers.connection]).toEqual([
      503,
      { status: 'unavailable', reason: 'draining' },
      'close',
    ]);
    const health = await app.inject({ url: '/healthz' });
    expect([health.statusCode, health.headers.connection]).toEqual([200, 'close']);
  });

  it('/readyz is 503 when the database does not answer', async () => {
    const { db, app } = await open(true);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    await db.probe?.destroy();
    await db.kysely.destroy();
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().reason).toMatch(/^database unreachable: /);
  });
});
