import type pg from 'pg';
import type { Db } from '../db/connection';

export interface JobLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Which node runs a periodic job: the one holding its lock. */
export interface LeaderLock {
  /** Whether this node holds the job's lock now, taking it if it is free. */
  hold(job: string): Promise<boolean>;
  /** Gives up every lock at once, so another node takes the jobs over on its next tick. */
  release(): Promise<void>;
}

/** A query on a connection that died without a word (no reset seen) gives up instead of waiting for TCP. */
const QUERY_TIMEOUT_MS = 10_000;

/**
 * PostgreSQL: one session-level advisory lock per job, held on one connection of this node's own
 * (outside the pools) for as long as the node lives. A lock held across ticks, not one per run:
 * the holder keeps the job and the other nodes skip it, so the work is done once per tick in the
 * whole deployment, not once per node. When the holder stops, crashes or loses its connection,
 * PostgreSQL ends the session and frees its locks, and the first other node to tick takes the job
 * over. The key is the job's name within the current schema (two shops in one database do not
 * share jobs), apart from the order keys of orders.repository.ts by its `jobs/` prefix.
 *
 * SQLite is one node: every job runs there.
 */
export function createLeaderLock(db: Db, log: JobLog): LeaderLock {
  const openClient = db.dedicatedClient;
  if (!openClient) return { hold: async () => true, release: async () => undefined };

  const held = new Set<string>();
  let session: { client: pg.Client; ready: Promise<void> } | null = null;
  let released = false;

  const lose = (client: pg.Client) => {
    if (session?.client !== client) return;
    session = null;
    held.clear();
    void client.end().catch(() => undefined);
  };
  const connected = async (): Promise<pg.Client> => {
    let current = session;
    if (!current) {
      const client = openClient({ keepAlive: true, query_timeout: QUERY_TIMEOUT_MS, application_name: 'shop-jobs' });
      client.on('error', (error) => {
        log.warn({ err: error }, 'the job lock connection failed; its jobs are free for any node');
        lose(client);
      });
      current = { client, ready: client.connect().then(() => undefined) };
      session = current;
    }
    const { client, ready } = current;
    try {
      await ready;
    } catch (error) {
      lose(client);
      throw error;
    }
    return client;
  };

  return {
    async hold(job) {
      if (released) return false;
      let client: pg.Client | undefined;
      try {
        client = await connected();
        // Still our session: its locks are still ours.
        if (held.has(job)) return (await client.query('select 1')).rowCount === 1;
        const { rows } = await client.query<{ taken: boolean }>(
          `select pg_try_advisory_lock(hashtextextended('jobs/' || current_schema() || '/' || $1, 0)) as taken`,
          [job],
        );
        if (rows[0]?.taken) held.add(job);
        return held.has(job);
      } catch (error) {
        log.warn({ err: error, job }, 'the job lock could not be checked; this node skips the tick');
        if (client) lose(client);
        return false;
      }
    },
    async release() {
      released = true;
      held.clear();
      const current = session;
      session = null;
      if (current) await current.client.end().catch(() => undefined);
    },
  };
}
