import { type Server, type Socket, createConnection, createServer } from 'node:net';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../http/app';
import { insertCheckoutData, orderBody } from '../modules/orders/order-fixtures';
import { type TestDb, createTestDb, testEngines } from '../testing/databases';
import { testEnv } from '../testing/test-app';
import { type Db, openDb } from './connection';
import { DatabaseUnavailableError } from './reconnecting-pool';

const postgres = (await testEngines()).includes('postgres');

/**
 * A database that goes away and comes back (a restart, a failover), played by a TCP relay in
 * front of the test PostgreSQL: closed, nothing listens on its port (ECONNREFUSED, as while the
 * server restarts) and its connections are cut; open, it relays to PostgreSQL.
 */
class Relay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async onFreePort(target: { host: string; port: number }): Promise<Relay> {
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
    const { port } = probe.address() as { port: number };
    await new Promise((done) => probe.close(done));
    return new Relay(port, target);
  }

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = createConnection(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((done) => this.server!.listen(this.port, '127.0.0.1', done));
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    this.server = null;
    if (server) await new Promise((done) => server.close(done));
  }
}

describe.runIf(postgres)('a PostgreSQL that goes away and comes back', () => {
  let db: TestDb;
  let relay: Relay;
  let relayed: Db | undefined;
  const openRelayed = (waitSeconds: number) => {
    const url = new URL(db.url);
    url.host = `127.0.0.1:${relay.port}`;
    relayed = openDb(url.toString(), { poolSize: 4, waitSeconds });
    return relayed;
  };

  beforeAll(async () => {
    db = await createTestDb('postgres');
    await insertCheckoutData(db);
    const target = new URL(db.url);
    relay = await Relay.onFreePort({ host: target.hostname, port: Number(target.port || 5432) });
  });
  afterEach(async () => {
    await relayed?.close();
    relayed = undefined;
    await relay.close();
  });
  afterAll(async () => db.close());

  it('a query waits while nothing answers, and is answered once the database is back', async () => {
    const relayedDb = openRelayed(5);
    const started = Date.now();
    const answer = sql<{ one: number }>`select 1 as one`.execute(relayedDb.kysely);
    setTimeout(() => void relay.open(), 600);
    expect((await answer).rows).toEqual([{ one: 1 }]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(relayedDb.health!.up).toBe(true);
  });

  it('an idle pooled connection cut meanwhile is replaced', async () => {
    await relay.open();
    const relayedDb = openRelayed(5);
    await sql`select 1`.execute(relayedDb.kysely);
    await relay.close();
    await relay.open();
    expect((await sql<{ one: number }>`select 1 as one`.execute(relayedDb.kysely)).rows).toEqual([{ one: 1 }]);
  });

  it('a statement outside a transaction whose backend is terminated under it (57P01) is sent again on a new connection', async () => {
    await sql`create sequence terminate_once`.execute(db.kysely);
    await sql
      .raw(
        `create function terminate_first_call() returns bigint language plpgsql as $$
         declare n bigint := nextval('terminate_once');
         begin
           if n = 1 then perform pg_terminate_backend(pg_backend_pid()); end if;
           return n;
         end $$`,
      )
      .execute(db.kysely);
    await relay.open();
    const relayedDb = openRelayed(5);
    const { rows } = await sql<{ n: number }>`select terminate_first_call() as n`.execute(relayedDb.kysely);
    expect(rows).toEqual([{ n: 2 }]);
  });

  it("inside a transaction the lost connection is the caller's to handle: the error goes up, nothing is sent again", async () => {
    await relay.open();
    const relayedDb = openRelayed(5);
    const failure = await relayedDb.kysely
      .transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await sql`select pg_terminate_backend(pg_backend_pid())`.execute(trx);
      })
      .catch((error: unknown) => error);
    expect((failure as { code?: string }).code).toBe('57P01');
    expect((await sql<{ one: number }>`select 1 as one`.execute(relayedDb.kysely)).rows).toEqual([{ one: 1 }]);
  });

  it('past DATABASE_WAIT_SECONDS a query fails with database_unavailable', async () => {
    const relayedDb = openRelayed(1);
    const started = Date.now();
    const failure = await sql`select 1`.execute(relayedDb.kysely).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseUnavailableError);
    expect((failure as DatabaseUnavailableError).code).toBe('database_unavailable');
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
    expect(relayedDb.health!.up).toBe(false);
  });

  it('the app answers 503 with Retry-After and database_unavailable past the wait, and /readyz says so at once', async () => {
    const app = await buildApp({ db: openRelayed(1), env: testEnv() });
    try {
      const started = Date.now();
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        status: 'unavailable',
        reason: expect.stringMatching(/^database unreachable/),
      });
      expect(Date.now() - started).toBeLessThan(800);

      const refused = await app.inject({ method: 'POST', url: '/api/orders', payload: orderBody([['SKU-5', 1]]) });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json().error).toMatchObject({
        name: 'ServiceUnavailableError',
        message: 'The shop is busy for a moment. Please try again in a few seconds.',
        details: { code: 'database_unavailable' },
      });
      const arabic = await app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'accept-language': 'ar' },
        payload: orderBody([['SKU-5', 1]]),
      });
      expect(arabic.json().error.message).toBe('المتجر مشغول للحظات. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.');

      await relay.open();
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      const body = orderBody([['SKU-5', 1]]);
      expect((await app.inject({ method: 'POST', url: '/api/orders', payload: body })).statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });

  it('an order sent while the database is away waits for it and is placed once', async () => {
    const app = await buildApp({ db: openRelayed(5), env: testEnv() });
    try {
      const body = orderBody([['SKU-5', 1]]);
      const placing = app.inject({ method: 'POST', url: '/api/orders', payload: body });
      setTimeout(() => void relay.open(), 700);
      const placed = await placing;
      expect(placed.statusCode).toBe(201);
      const stored = await db.kysely
        .selectFrom('sales_order')
        .select('name')
        .where('idempotency_key', '=', body.idempotency_key)
        .execute();
      expect(stored).toEqual([{ name: placed.json().data.order.name }]);
    } finally {
      await app.close();
    }
  });
});
