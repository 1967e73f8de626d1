import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rawRequest } from '@shop/server/testing/raw-http';

/**
 * The real server (apps/web/server.ts --api-only, as `node` runs it in production) stopping on
 * SIGTERM: readiness off at once, the request in flight answered, then exit 0 after DRAIN_SECONDS.
 */
const root = resolve(import.meta.dirname, '../../../..');
const dataDir = join(tmpdir(), `shop-shutdown-${process.pid}`);

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/web/server.ts', '--api-only'], {
    cwd: root,
    env: {
      ...process.env,
      APP_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${dataDir}/shop.db`,
      MEDIA_DIR: `${dataDir}/media`,
      DRAIN_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (let tries = 0; tries < 200; tries++) {
    const ready = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return child;
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('SIGTERM drains the server', () => {
  it('turns readiness off at once, finishes the request in flight with 200, closes kept-alive connections and exits 0', async () => {
    const port = await freePort();
    const server = await startServer(port);
    const exited = once(server, 'exit') as Promise<[number | null, string | null]>;
    try {
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      const body = JSON.stringify({ items: [{ item_code: 'NO-SUCH-ITEM', quantity: 1 }] });
      const half = body.length >> 1;
      const slow = rawRequest(
        port,
        `POST /api/orders/quote HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, half)}`,
      );
      await new Promise((r) => setTimeout(r, 200));

      server.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 100));
      const readyz = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(readyz.status).toBe(503);
      expect(readyz.headers.get('connection')).toBe('close');
      expect(await readyz.json()).toEqual({ status: 'unavailable', reason: 'draining' });
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

      slow.socket.write(body.slice(half));
      const answer = await slow.answer;
      expect(answer.status).toBe(200);
      expect(answer.text).toMatch(/\r\nconnection: close\r\n/i);

      const [code, signal] = await exited;
      expect({ code, signal }).toEqual({ code: 0, signal: null });
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
    }
  }, 60_000);
});
