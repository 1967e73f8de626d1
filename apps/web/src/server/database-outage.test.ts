import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHealth } from '@shop/server/db/reconnecting-pool';
import { type App, buildApp } from '@shop/server/http/app';
import { type TestDb, createTestDb } from '@shop/server/testing/databases';
import { testEnv } from '@shop/server/testing/test-app';
import { pageHandler } from './page-handler';

/** A database health the test flips: away, back (waking whoever waits), or going away while a page renders. */
function switchableHealth() {
  let up = true;
  const waiters: (() => void)[] = [];
  const health: DatabaseHealth & { set(value: boolean): void } = {
    get up() {
      return up;
    },
    set(value: boolean) {
      up = value;
      if (value) for (const wake of waiters.splice(0)) wake();
    },
    whenUp: (ms) =>
      up
        ? Promise.resolve(true)
        : new Promise((done) => {
            const timer = setTimeout(() => done(up), ms);
            waiters.push(() => {
              clearTimeout(timer);
              done(true);
            });
          }),
  };
  return health;
}

describe('pages while the database is away (issue 32)', () => {
  let db: TestDb;
  let app: App;
  const health = switchableHealth();
  let rendered = 0;
  /** Next's stand-in: a page, or (the database gone while it rendered) its 500. */
  let failRender = false;
  async function nextStandIn(_req: IncomingMessage, res: ServerResponse): Promise<void> {
    rendered += 1;
    res.statusCode = failRender ? 500 : 200;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end('<!doctype html><html><body><p>Serum</p></body></html>');
  }

  beforeAll(async () => {
    db = await createTestDb('sqlite');
    app = await buildApp({ db, env: testEnv() });
    app.all('/*', pageHandler(nextStandIn, undefined, { health, waitMs: 300 }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('past the wait: 503 with Retry-After and a page saying so in the address language, Next not asked', async () => {
    health.set(false);
    rendered = 0;
    const english = await app.inject({ url: '/product/serum' });
    expect([english.statusCode, english.headers['retry-after'], english.headers['cache-control']]).toEqual([
      503,
      '5',
      'no-store',
    ]);
    expect(english.body).toContain('<html lang="en-OM" dir="ltr">');
    expect(english.body).toContain(
      '<h1>One moment</h1><p>The shop is busy for a moment. Please try this page again in a few seconds.</p>',
    );
    const arabic = await app.inject({ url: '/ar/product/serum' });
    expect(arabic.statusCode).toBe(503);
    expect(arabic.body).toContain('<html lang="ar-OM" dir="rtl">');
    expect(arabic.body).toContain(
      '<h1>لحظة من فضلك</h1><p>المتجر مشغول للحظات. يرجى إعادة فتح هذه الصفحة بعد بضع ثوانٍ.</p>',
    );
    expect(rendered).toBe(0);
  });

  it('back within the wait: the page waits for it and is rendered', async () => {
    health.set(false);
    rendered = 0;
    const page = app.inject({ url: '/product/serum' });
    setTimeout(() => health.set(true), 100);
    expect((await page).statusCode).toBe(200);
    expect(rendered).toBe(1);
  });

  it('a page that failed because the database went away while it rendered is a 503, not a 500', async () => {
    health.set(true);
    failRender = true;
    const stillUp = await app.inject({ url: '/product/serum' });
    expect(stillUp.statusCode).toBe(500);
    const originalSet = health.set.bind(health);
    // the database goes away during the render: the stand-in's 500 goes out as a 503
    const render = app.inject({ url: '/product/serum' });
    originalSet(false);
    const failed = await render;
    expect([failed.statusCode, failed.headers['retry-after']]).toEqual([503, '5']);
    failRender = false;
    health.set(true);
  });
});
