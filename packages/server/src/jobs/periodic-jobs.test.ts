import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../db/connection';
import { type TestDb, createTestDb, testEngines } from '../testing/databases';
import { insertCatalog } from '../modules/resource/resource-fixtures';
import { testEnv } from '../testing/test-app';
import { type App, buildApp } from '../http/app';
import { type JobScheduler, createJobScheduler } from './periodic-jobs';

const quiet = { warn: () => undefined, error: () => undefined };

/** Two nodes' schedulers, each over its own connections to the one database, both with the job `sweep` counting its runs per node. */
function twoNodes(db: TestDb, everyMs = 60_000) {
  const runs = { a: 0, b: 0 };
  const second: Db = db.engine === 'postgres' ? openDb(db.url, { poolSize: 2 }) : db;
  const node = (id: 'a' | 'b', handle: Db) => {
    const scheduler = createJobScheduler(handle, quiet);
    scheduler.add({ name: 'sweep', everyMs, failure: 'sweep failed', run: async () => void (runs[id] += 1) });
    return scheduler;
  };
  return { runs, a: node('a', db), b: node('b', second), second };
}

describe('periodic jobs on PostgreSQL: one node at a time', async () => {
  const engines = await testEngines();
  let db: TestDb;
  let nodes: ReturnType<typeof twoNodes>;

  beforeAll(async () => {
    if (engines.includes('postgres')) db = await createTestDb('postgres', { migrated: false });
  });
  afterEach(async () => {
    await nodes?.a.stop();
    await nodes?.b.stop();
    if (nodes?.second !== db) await nodes?.second.close();
  });
  afterAll(() => db?.close());

  it.skipIf(!engines.includes('postgres'))(
    'runs the job once per tick across both nodes, always on the node that took it first',
    async () => {
      nodes = twoNodes(db);
      const ran: boolean[] = [];
      for (let round = 0; round < 5; round += 1) {
        ran.push(await nodes.a.tick('sweep'));
        ran.push(await nodes.b.tick('sweep'));
      }
      expect(ran).toEqual([true, false, true, false, true, false, true, false, true, false]);
      expect(nodes.runs).toEqual({ a: 5, b: 0 });
    },
  );

  it.skipIf(!engines.includes('postgres'))(
    'hands the job to the other node on its next tick once the holder stops',
    async () => {
      nodes = twoNodes(db);
      expect(await nodes.b.tick('sweep')).toBe(true);
      expect(await nodes.a.tick('sweep')).toBe(false);
      await nodes.b.stop();
      expect(await nodes.b.tick('sweep')).toBe(false);
      expect(await nodes.a.tick('sweep')).toBe(true);
      expect(await nodes.a.tick('sweep')).toBe(true);
      expect(nodes.runs).toEqual({ a: 2, b: 1 });
    },
  );

  it.skipIf(!engines.includes('postgres'))(
    'hands the job over when the holder dies (its connection killed), and the dead holder does not run it again',
    async () => {
      nodes = twoNodes(db);
      expect(await nodes.a.tick('sweep')).toBe(true);
      expect(await nodes.b.tick('sweep')).toBe(false);
      // the backend holding the lock, as a crash or a network cut would end it
      const { rows } = await sql<{ pid: number }>`
      select l.pid from pg_locks l
      where l.locktype = 'advisory' and l.granted and l.database = (select oid from pg_database where datname = current_database())
        and ((l.classid::bigint << 32) | l.objid::bigint) = (hashtextextended('jobs/' || current_schema() || '/sweep', 0) & x'ffffffffffffffff'::bigint)
    `.execute(db.kysely);
      expect(rows).toHaveLength(1);
      await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(db.kysely);
      await expect.poll(() => nodes.b.tick('sweep'), { timeout: 5000, interval: 50 }).toBe(true);
      expect(await nodes.a.tick('sweep')).toBe(false);
      expect(nodes.runs.b).toBeGreaterThanOrEqual(1);
      expect(nodes.runs.a).toBe(1);
    },
  );

  it.skipIf(!engines.includes('postgres'))(
    'on their own timers, two nodes run a 40 ms job about once per 40 ms in all, all on one node',
    async () => {
      nodes = twoNodes(db, 40);
      nodes.a.start();
      nodes.b.start();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await nodes.a.stop();
      await nodes.b.stop();
      const total = nodes.runs.a + nodes.runs.b;
      expect(Math.min(nodes.runs.a, nodes.runs.b)).toBe(0);
      expect(total).toBeGreaterThanOrEqual(10);
      expect(total).toBeLessThanOrEqual(26);
    },
  );

  it.skipIf(!engines.includes('postgres'))(
    'keeps the lock to the schema: a shop in another schema runs its own job',
    async () => {
      nodes = twoNodes(db);
      const other = await createTestDb('postgres', { migrated: false });
      const elsewhere: JobScheduler = createJobScheduler(other, quiet);
      let ranElsewhere = 0;
      elsewhere.add({
        name: 'sweep',
        everyMs: 60_000,
        failure: 'sweep failed',
        run: async () => void (ranElsewhere += 1),
      });
      try {
        expect(await nodes.a.tick('sweep')).toBe(true);
        expect(await elsewhere.tick('sweep')).toBe(true);
        expect(ranElsewhere).toBe(1);
      } finally {
        await elsewhere.stop();
        await other.close();
      }
    },
  );
});

describe.each(await testEngines())('periodic jobs in the app on %s', (engine) => {
  let db: TestDb;
  const apps: App[] = [];

  beforeAll(async () => {
    db = await createTestDb(engine);
    await insertCatalog(db);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db?.close();
  });

  it('a failing run is logged and the job ticks again; a job added twice is refused', async () => {
    const errors: unknown[] = [];
    const scheduler = createJobScheduler(db, { warn: () => undefined, error: (details) => errors.push(details) });
    let calls = 0;
    scheduler.add({
      name: 'flaky',
      everyMs: 60_000,
      failure: 'flaky failed',
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('provider down');
      },
    });
    expect(() => scheduler.add({ name: 'flaky', everyMs: 1, failure: '', run: async () => undefined })).toThrow(
      /added twice/,
    );
    expect(await scheduler.tick('flaky')).toBe(true);
    expect(await scheduler.tick('flaky')).toBe(true);
    expect(calls).toBe(2);
    expect(errors).toEqual([
      expect.objectContaining({ job: 'flaky', err: expect.objectContaining({ message: 'provider down' }) }),
    ]);
    await scheduler.stop();
    expect(await scheduler.tick('flaky')).toBe(false);
  });

  it("the app's own jobs (card-order and COD sweeps, facet compaction) run on the first app only while it lives", async () => {
    const schedulers = [createJobScheduler(db, quiet), createJobScheduler(db, quiet)] as const;
    const [first, second] = await Promise.all(schedulers.map((jobs) => buildApp({ db, env: testEnv(), jobs })));
    apps.push(second!);
    const names = ['stale-card-order-release', 'unconfirmed-cod-release', 'facet-compaction'];
    await first!.ready();
    // (facet compaction's tick at start is joined here)
    for (const name of names) expect(await schedulers[0].tick(name), name).toBe(true);
    await second!.ready();
    for (const name of names) expect(await schedulers[1].tick(name), name).toBe(engine === 'sqlite');
    await first!.close();
    for (const name of names) expect(await schedulers[1].tick(name), name).toBe(true);
  });
});
