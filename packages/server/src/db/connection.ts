import { mkdirSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { repoRoot } from '../config/paths';
import { watchPool } from '../observability/metrics';
import { type DatabaseHealth, reconnectingPool } from './reconnecting-pool';
import type { Database } from './schema';
import { startCheckpointer } from './sqlite-checkpointer';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  /**
   * PostgreSQL only: a separate two-connection pool for short statements that must commit on
   * their own while the caller's transaction goes on (the order-number counter), so a hot
   * counter row is never locked for the length of a whole order transaction.
   */
  autonomous?: Kysely<Database>;
  /**
   * PostgreSQL only: a new, unconnected client outside the pools, for a session that must be its
   * own and last (the advisory locks of jobs/leader-lock.ts). The caller connects and ends it.
   */
  dedicatedClient?: (options?: Omit<pg.ClientConfig, 'connectionString'>) => pg.Client;
  /**
   * PostgreSQL only: the same database without waiting for it (one connection attempt), for
   * /readyz, which must report a database that is away at once; and whether it answered lately.
   */
  probe?: Kysely<Database>;
  health?: DatabaseHealth;
  close(): Promise<void>;
}

// COUNT(*) and BIGINT come back as text from node-postgres; our counts fit in a double.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export function sqlitePath(url: string): string {
  const path = url.replace(/^file:/, '');
  if (path === ':memory:') return path;
  return isAbsolute(path) ? path : resolve(repoRoot, path);
}

function engineOf(url: string): Engine {
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgres';
  if (url.startsWith('file:')) return 'sqlite';
  throw new Error(`DATABASE_URL must start with file: or postgres://, got "${url}"`);
}

export interface OpenOptions {
  poolSize?: number;
  /** SQLite file databases: checkpoint the WAL from a worker thread instead of inside commits (long-running servers). */
  checkpointWorker?: boolean;
  /** PostgreSQL: how long a query waits for the database to come back (a restart, a failover); DATABASE_WAIT_SECONDS. */
  waitSeconds?: number;
}

/** What an opener without DATABASE_WAIT_SECONDS (the CLI, tests) waits for the database. */
const DEFAULT_DATABASE_WAIT_SECONDS = 10;

/**
 * A pool that survives a database restart: a connection that dies (idle in the pool, or held
 * by a query or transaction that then fails) is an 'error' on the pool or on its client, which
 * must not become an uncaught exception; the pool drops that client and the next query opens
 * a new connection.
 */
function postgresPool(url: string, max: number, label: string, options: pg.PoolConfig = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, ...options });
  const warn = (error: Error) =>
    console.warn(`PostgreSQL ${label} pool: a connection failed (${error.message}); it is replaced on next use.`);
  pool.on('error', warn);
  pool.on('connect', (client) => client.on('error', warn));
  watchPool(pool, label);
  return pool;
}

export function openDb(url: string, options: OpenOptions = {}): Db {
  const engine = engineOf(url);
  if (engine === 'postgres') {
    const waitMs = (options.waitSeconds ?? DEFAULT_DATABASE_WAIT_SECONDS) * 1000;
    // a queued request waits for a pooled connection as long as for the database itself
    const connectionTimeoutMillis = Math.max(1000, waitMs);
    const pool = postgresPool(url, options.poolSize ?? 10, 'main', { connectionTimeoutMillis });
    const main = reconnectingPool(pool, waitMs);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: main.pool }) });
    // its own connection, so a node whose main pool is busy (a sale) still answers its balancer at once
    const probePool = postgresPool(url, 1, 'probe', { connectionTimeoutMillis: 1000 });
    const probe = new Kysely<Database>({ dialect: new PostgresDialect({ pool: probePool }) });
    // The order-number pool does not wait for the disk at commit: an order using a number commits after it, and
    // PostgreSQL flushes the log up to that commit, the number's included. A crash can only lose
    // numbers no committed order holds. Meanwhile the order's transaction, holding its stock rows,
    // no longer waits for a flush of its own.
    const synchronousCommitOff = { options: '-c synchronous_commit=off' };
    const autonomousPool = postgresPool(url, 2, 'autonomous', { ...synchronousCommitOff, connectionTimeoutMillis });
    const autonomous = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: reconnectingPool(autonomousPool, waitMs).pool }),
    });
    return {
      kysely,
      engine,
      autonomous,
      probe,
      health: main.health,
      dedicatedClient: (clientOptions = {}) => new pg.Client({ ...clientOptions, connectionString: url }),
      close: async () => {
        await probe.destroy();
        await autonomous.destroy();
        await kysely.destroy();
      },
    };
  }
  const path = sqlitePath(url);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new SQLite(path);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  // A 64 MB page cache and memory-mapped reads: catalog pages then rarely cost a read() call.
  database.pragma('cache_size = -65536');
  database.pragma('mmap_size = 268435456');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  const checkpointer = options.checkpointWorker && path !== ':memory:' ? startCheckpointer(database, path) : undefined;
  return {
    kysely,
    engine,
    close: async () => {
      await checkpointer?.stop();
      await kysely.destroy();
    },
  };
}
