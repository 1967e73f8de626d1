import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../testing/test-app';
import { type TestDb, createTestDb } from '../testing/databases';
import { rawRequest } from '../testing/raw-http';
import { type App, buildApp } from './app';
import { SERVER_TIMEOUTS, type ServerTimeouts } from './server-timeouts';

/** Short timeouts, so a trickled request is cut within seconds. */
const SHORT: ServerTimeouts = { headersMs: 1_000, requestMs: 2_000, checkEveryMs: 200, idleMs: 30_000 };

describe('requests that trickle in', () => {
  let db: TestDb;
  let app: App;
  let port: number;

  beforeAll(async () => {
    db = await createTestDb('sqlite');
    app = await buildApp({ db, env: testEnv(), timeouts: SHORT });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  /** Writes `text` a byte at a time, every `everyMs`, until the server answers or closes. */
  async function trickle(
    socket: ReturnType<typeof rawRequest>['socket'],
    text: string,
    everyMs: number,
    answered: () => boolean,
  ) {
    for (const byte of text) {
      if (answered() || socket.destroyed) return;
      socket.write(byte);
      await sleep(everyMs);
    }
  }

  it('a body sent a byte at a time is cut with 408 within the request timeout', async () => {
    const body = JSON.stringify({ discount_code: 'GLOW10', items: [{ item_code: 'SKU-1', quantity: 1 }] });
    const head = [
      'POST /api/discount-check HTTP/1.1',
      'Host: shop.test',
      'Content-Type: application/json',
      `Content-Length: ${body.length}`,
      '',
      '',
    ].join('\r\n');
    const { socket, answer } = rawRequest(port, head);
    let done = false;
    void answer.then(() => (done = true));
    void trickle(socket, body, 100, () => done);
    const reply = await answer;
    socket.destroy();
    expect(reply.status).toBe(408);
    expect(reply.afterMs).toBeGreaterThanOrEqual(SHORT.requestMs - 50);
    expect(reply.afterMs).toBeLessThan(SHORT.requestMs + SHORT.checkEveryMs + 1_000);
  });

  it('headers sent a byte at a time are cut within the headers timeout', async () => {
    const { socket, answer } = rawRequest(port, 'G');
    let done = false;
    void answer.then(() => (done = true));
    void trickle(
      socket,
      'ET /api/resource/Brand HTTP/1.1\r\nHost: shop.test\r\nX-Slow: ' + 'a'.repeat(100),
      100,
      () => done,
    );
    const reply = await answer;
    socket.destroy();
    expect([408, null]).toContain(reply.status);
    expect(reply.afterMs).toBeLessThan(SHORT.headersMs + SHORT.checkEveryMs + 1_000);
  });

  it('a request sent at once is answered as before', async () => {
    const { socket, answer } = rawRequest(
      port,
      'GET /api/resource/Brand HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n',
    );
    const reply = await answer;
    socket.destroy();
    expect(reply.status).toBe(200);
  });

  it('the defaults bound every request while leaving a 40 MB review 2 minutes', () => {
    expect(SERVER_TIMEOUTS).toEqual({ headersMs: 20_000, requestMs: 120_000, checkEveryMs: 2_000, idleMs: 120_000 });
    expect(app.server.requestTimeout).toBe(SHORT.requestMs);
    expect(app.server.headersTimeout).toBe(SHORT.headersMs);
  });
});
