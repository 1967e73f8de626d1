import { statSync } from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { openDb, sqlitePath } from './connection';

const walSize = (file: string) => statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0;

describe('SQLite WAL checkpoints from a worker thread', () => {
  it('the app connection stops checkpointing in commits, and the worker keeps the WAL from growing', async () => {
    const url = `file:./data/test/checkpointer-${Date.now()}.db`;
    const db = openDb(url, { checkpointWorker: true });
    await sql`create table t (id integer primary key, body text)`.execute(db.kysely);
    // The worker starts in the background (slower on a busy machine): wait for it to take over.
    const autoCheckpoint = async () =>
      (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db.kysely)).rows[0]!
        .wal_autocheckpoint;
    await vi.waitFor(async () => expect(await autoCheckpoint()).toBe(0), { timeout: 10_000, interval: 50 });
    const payload = 'x'.repeat(4000);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 500; i++) await sql`insert into t (body) values (${payload})`.execute(db.kysely);
      await new Promise((resolve) => setTimeout(resolve, 1300));
    }
    // ~6 MB a round, 3 rounds: a checkpointed WAL is reused from its start, so the file stays near one round.
    expect(walSize(sqlitePath(url))).toBeLessThan(10 * 1024 * 1024);
    await db.close();
  }, 30_000);
});
