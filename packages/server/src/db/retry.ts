import type { Kysely, Transaction } from 'kysely';

/** PostgreSQL's codes for a server shutting down or a connection lost, and Node's for a socket gone. */
const CONNECTION_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
]);

/** Whether an error says the database connection failed (a restart, a failover), not that the statement did. */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  return /Connection terminated|connection error|terminating connection/i.test(error.message);
}

/**
 * Runs `work` in a transaction, and once more when the first try loses its connection before
 * COMMIT was sent (a database restart): then nothing was written and the second try is safe.
 * Never retried: a business error (the transaction rolled back on purpose), or a failure once
 * `work` had finished (the COMMIT may have reached the database).
 */
export async function transactionWithRetry<DB, T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
  onRetry?: (error: unknown) => void,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let finished = false;
    try {
      return await db.transaction().execute(async (trx) => {
        const result = await work(trx);
        finished = true;
        return result;
      });
    } catch (error) {
      if (attempt > 1 || finished || !isConnectionError(error)) throw error;
      onRetry?.(error);
    }
  }
}
