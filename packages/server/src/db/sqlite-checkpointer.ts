import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

const CHECKPOINT_EVERY_MS = 1000;

/**
 * SQLite's automatic WAL checkpoint runs inside whichever commit crosses 1000 pages, on the
 * request's own thread: under a burst of orders that commit stalls for tens of milliseconds.
 * Instead, a worker thread with its own connection copies the WAL back every second with a
 * PASSIVE checkpoint (it never blocks the app's reads or writes), and the app's connection stops
 * checkpointing. If the worker cannot start or dies, automatic checkpoints are switched back on.
 */
export function startCheckpointer(database: SQLite.Database, file: string): { stop(): Promise<void> } {
  const modulePath = createRequire(import.meta.url).resolve('better-sqlite3');
  const source = `
    const { workerData, parentPort } = require('node:worker_threads');
    const Database = require(workerData.modulePath);
    const db = new Database(workerData.file);
    db.pragma('busy_timeout = 1000');
    const timer = setInterval(() => {
      try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (error) { parentPort.postMessage(String(error)); }
    }, workerData.every);
    parentPort.on('message', () => { clearInterval(timer); db.close(); process.exit(0); });
  `;
  const worker = new Worker(source, { eval: true, workerData: { modulePath, file, every: CHECKPOINT_EVERY_MS } });
  worker.unref();
  const fallBack = () => database.open && database.pragma('wal_autocheckpoint = 1000');
  worker.once('online', () => database.pragma('wal_autocheckpoint = 0'));
  worker.once('error', fallBack);
  worker.once('exit', fallBack);
  return {
    async stop() {
      worker.removeAllListeners('exit');
      worker.postMessage('stop');
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}
