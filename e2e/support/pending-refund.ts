import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import Database from 'better-sqlite3';

/**
 * Leaves a full refund of a paid card order pending, as when the provider did not answer the
 * refund call (its amount reserved on the order), written straight into the e2e server's
 * database (data/e2e.db): the sandbox always answers, and no route makes a provider go silent.
 */
export function leavePendingRefund(orderName: string): void {
  const db = new Database(resolve(process.cwd(), 'data/e2e.db'), { fileMustExist: true, timeout: 5_000 });
  try {
    const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
    db.transaction(() => {
      const { grand_total } = db.prepare('select grand_total from sales_order where name = ?').get(orderName) as {
        grand_total: number;
      };
      db.prepare(
        `insert into order_refund (order_name, idempotency_key, amount, lines, reason, status, staff_id, staff_name, created_at, updated_at)
         values (?, ?, ?, '[]', 'Customer request', 'pending', null, 'Demo Staff', ?, ?)`,
      ).run(orderName, randomUUID(), grand_total, now, now);
      db.prepare('update sales_order set refunded_amount = ? where name = ?').run(grand_total, orderName);
      db.prepare(
        `insert into order_event (order_name, kind, detail, amount, staff_id, staff_name, created_at) values (?, 'refund_pending', 'Payment provider unreachable: timeout', ?, null, 'Demo Staff', ?)`,
      ).run(orderName, grand_total, now);
    })();
  } finally {
    db.close();
  }
}
