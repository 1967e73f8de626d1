import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, createTestDb, testEngines } from '../testing/databases';
import type { Transaction } from 'kysely';
import type { Database } from './schema';
import { isConnectionError, transactionWithRetry } from './retry';

const withCode = (code: string, message = 'lost') => Object.assign(new Error(message), { code });

describe('connection errors', () => {
  it.each(['57P01', '57P02', '57P03', '08000', '08003', '08006', 'ECONNRESET', 'ECONNREFUSED'])('%s is one', (code) => {
    expect(isConnectionError(withCode(code))).toBe(true);
  });
  it('a connection ended under a query is one', () => {
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
  });
  it.each([
    withCode('23505', 'duplicate key'),
    withCode('40001', 'serialization failure'),
    new Error('out of stock'),
    'text',
  ])('%s is not', (error) => {
    expect(isConnectionError(error)).toBe(false);
  });
});

describe.each(await testEngines())('a transaction retried once on %s', (engine) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb(engine);
  });
  afterAll(async () => db.close());

  const writeLabel = (trx: Transaction<Database>, label: string) =>
    trx.insertInto('site_setting').values({ key: label, value: '1', modified: '2026-01-01 00:00:00' }).execute();
  const labels = async (prefix: string) =>
    (
      await db.kysely
        .selectFrom('site_setting')
        .select('key')
        .where('key', 'like', `${prefix}%`)
        .orderBy('key')
        .execute()
    ).map((r) => r.key);

  it('a connection lost before COMMIT: the first try rolled back, the second writes once', async () => {
    let attempts = 0;
    const result = await transactionWithRetry(db.kysely, async (trx) => {
      attempts++;
      await writeLabel(trx, `retry-${attempts}`);
      if (attempts === 1) throw withCode('57P01', 'terminating connection due to administrator command');
      return 'done';
    });
    expect([result, attempts, await labels('retry-')]).toEqual(['done', 2, ['retry-2']]);
  });

  it('a business error is not retried', async () => {
    let attempts = 0;
    const refusal = await transactionWithRetry(db.kysely, async () => {
      attempts++;
      throw new Error('out of stock');
    }).catch((e: unknown) => e);
    expect([(refusal as Error).message, attempts]).toEqual(['out of stock', 1]);
  });

  it('only once: a second lost connection fails the request, nothing written', async () => {
    let attempts = 0;
    const refusal = await transactionWithRetry(db.kysely, async (trx) => {
      attempts++;
      await writeLabel(trx, `twice-${attempts}`);
      throw withCode('08006');
    }).catch((e: unknown) => e);
    expect([(refusal as { code: string }).code, attempts, await labels('twice-')]).toEqual(['08006', 2, []]);
  });
});
