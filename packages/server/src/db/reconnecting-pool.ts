import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { isConnectionError } from './retry';

/** The database did not come back within DATABASE_WAIT_SECONDS: answered 503 with Retry-After (http/error-handler.ts). */
export class DatabaseUnavailableError extends Error {
  readonly code = 'database_unavailable';
  constructor(cause: unknown) {
    super(`The database did not answer in time (${cause instanceof Error ? cause.message : String(cause)})`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Whether this node's database answered its last connection attempt; the pages wait on it (apps/web page-handler.ts). */
export interface DatabaseHealth {
  readonly up: boolean;
  /** Resolves true once a connection succeeds again, false after `ms`. */
  whenUp(ms: number): Promise<boolean>;
}

const PAUSE_MS = 200;
const STATEMENT_TRIES = 3;
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
const isTimeout = (error: unknown) =>
  error instanceof Error && /timeout exceeded when trying to connect/i.test(error.message);

function healthState() {
  let up = true;
  let waiters: (() => void)[] = [];
  return {
    get up() {
      return up;
    },
    set(value: boolean) {
      up = value;
      if (!value) return;
      for (const wake of waiters) wake();
      waiters = [];
    },
    whenUp(ms: number): Promise<boolean> {
      if (up) return Promise.resolve(true);
      return new Promise((done) => {
        const timer = setTimeout(() => done(up), ms);
        waiters.push(() => {
          clearTimeout(timer);
          done(true);
        });
      });
    },
  };
}

type Query = (text: string, values: readonly unknown[]) => Promise<pg.QueryResult>;

/**
 * The pool Kysely uses on PostgreSQL, for a database that restarts or fails over:
 * - a connection that cannot be opened is tried again every 200 ms for up to `waitMs`, then
 *   DatabaseUnavailableError (the request waits for the database instead of failing at once);
 * - a statement outside a transaction whose connection died (the backend terminated before it
 *   committed) is sent again on a new connection, within the same wait;
 * - inside a transaction the error goes up (transactionWithRetry decides), and the dead
 *   connection is dropped, its rollback a no-op: the server rolled it back already.
 */
export function reconnectingPool(pool: pg.Pool, waitMs: number): { pool: PostgresPool; health: DatabaseHealth } {
  const health = healthState();

  async function open(): Promise<pg.PoolClient> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      try {
        const client = await pool.connect();
        health.set(true);
        return client;
      } catch (error) {
        if (isTimeout(error)) throw new DatabaseUnavailableError(error);
        if (!isConnectionError(error)) throw error;
        health.set(false);
        if (Date.now() + PAUSE_MS > deadline) throw new DatabaseUnavailableError(error);
        await pause(PAUSE_MS);
      }
    }
  }

  async function connect(): Promise<PostgresPoolClient> {
    let client: pg.PoolClient | null = await open();
    let inTransaction = false;
    const query: Query = async (text, values) => {
      const verb = text.trimStart().slice(0, 8).toLowerCase();
      if (!client) {
        if (verb.startsWith('rollback')) return { rows: [], rowCount: 0 } as unknown as pg.QueryResult;
        throw new DatabaseUnavailableError('the connection was lost in a transaction');
      }
      for (let attempt = 1; ; attempt++) {
        try {
          const result: pg.QueryResult = await client.query(text, values as unknown[]);
          if (verb.startsWith('begin') || verb.startsWith('start tr')) inTransaction = true;
          else if (verb.startsWith('commit') || verb.startsWith('rollback')) inTransaction = false;
          return result;
        } catch (error) {
          if (!isConnectionError(error)) throw error;
          client.release(error as Error);
          client = null;
          if (inTransaction || verb.startsWith('commit') || attempt >= STATEMENT_TRIES) throw error;
          client = await open();
        }
      }
    };
    return {
      query: ((text: unknown, values: readonly unknown[]) => {
        // a cursor (not used by this app) goes to the client as it is
        if (typeof text !== 'string') return (client as unknown as { query(c: unknown): unknown }).query(text);
        return query(text, values);
      }) as PostgresPoolClient['query'],
      release: () => {
        client?.release();
        client = null;
      },
    };
  }

  return { pool: { connect, end: () => pool.end() }, health };
}
