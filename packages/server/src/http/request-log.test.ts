import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, createTestDb } from '../testing/databases';
import { testEnv } from '../testing/test-app';
import { type App, buildApp } from './app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Request ids and the sampled request log (issue 17, operations). */
describe('request ids and the request log', () => {
  let db: TestDb;
  let app: App;
  const lines: Record<string, unknown>[] = [];
  let draw = 0.99;

  beforeAll(async () => {
    db = await createTestDb('sqlite');
    app = await buildApp({
      db,
      env: testEnv({ LOG_LEVEL: 'info', LOG_SAMPLE_RATE: '0.25', LOG_SLOW_MS: '200' }),
      logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
      logSampleDraw: () => draw,
    });
    app.get('/api/test-boom', async () => {
      throw new Error('boom');
    });
    app.get('/api/test-slow', async () => new Promise((resolve) => setTimeout(() => resolve({ ok: true }), 250)));
    // as the pages are answered: the response handed over to Next, which writes it itself
    app.get('/test-page', async (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/html' }).end('<p>page</p>');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  const logged = () => lines.splice(0).filter((l) => l.msg !== 'Server listening');

  it('keeps a valid incoming X-Request-Id and returns it', async () => {
    const id = 'lb-01.node:7_req-42';
    const reply = await app.inject({ url: '/healthz', headers: { 'x-request-id': id } });
    expect(reply.headers['x-request-id']).toBe(id);
  });

  it('returns it on a page written outside Fastify too', async () => {
    const reply = await app.inject({ url: '/test-page', headers: { 'x-request-id': 'page-1' } });
    expect([reply.body, reply.headers['x-request-id']]).toEqual(['<p>page</p>', 'page-1']);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['with a space', 'a b'],
    ['with a slash', 'a/b'],
    ['with a line break', 'a\u2028b'],
  ])('replaces an incoming id %s with a new UUID', async (_why, id) => {
    const reply = await app.inject({ url: '/healthz', headers: { 'x-request-id': id } });
    expect(reply.headers['x-request-id']).toMatch(UUID);
  });

  it('gives every answer its own id: a 404, a refused address, a server error', async () => {
    const ids = [
      (await app.inject({ url: '/api/no-such-thing' })).headers['x-request-id'],
      (await app.inject({ url: '/api/%E0%A4%A' })).headers['x-request-id'],
      (await app.inject({ url: '/api/test-boom' })).headers['x-request-id'],
    ];
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
  });

  it('logs an ordinary answer only when drawn, as one line with its request id, route and status', async () => {
    logged();
    draw = 0.5;
    await app.inject({ url: '/api/no-such-thing', headers: { 'x-request-id': 'not-drawn' } });
    expect(logged()).toEqual([]);
    draw = 0.1;
    await app.inject({ url: '/api/no-such-thing?token=abc', headers: { 'x-request-id': 'drawn' } });
    const [line, ...rest] = logged();
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      msg: 'request',
      reqId: 'drawn',
      status: 404,
      sampled: 0.25,
      req: { method: 'GET', url: '/api/no-such-thing?token=[redacted]' },
    });
  });

  it('always logs a server error, with the stack, and a slow answer', async () => {
    draw = 0.99;
    logged();
    const failed = await app.inject({ url: '/api/test-boom', headers: { 'x-request-id': 'boom-1' } });
    expect(failed.statusCode).toBe(500);
    const errorLines = logged();
    expect(errorLines.map((l) => [l.level, l.msg, l.reqId])).toEqual([
      [50, 'unhandled error', 'boom-1'],
      [50, 'request failed', 'boom-1'],
    ]);
    expect((errorLines[0]!.err as { stack: string }).stack).toMatch(/^Error: boom\n\s+at /);
    await app.inject({ url: '/api/test-slow', headers: { 'x-request-id': 'slow-1' } });
    expect(logged()).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'slow request',
        reqId: 'slow-1',
        route: '/api/test-slow',
        status: 200,
      }),
    ]);
  });

  it('never logs the probes', async () => {
    draw = 0;
    logged();
    await app.inject({ url: '/healthz' });
    await app.inject({ url: '/readyz' });
    expect(logged()).toEqual([]);
  });
});
