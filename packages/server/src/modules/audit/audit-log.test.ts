import { beforeAll, describe, expect, it } from 'vitest';
import { openAdminTestApp, staffRequest } from '../../testing/admin-fixtures';
import { type TestDb, testEngines } from '../../testing/databases';
import type { App } from '../../http/app';
import { auditAmount, auditChanges, recordAudit } from './audit-log';

const actor = (id: number, email: string) => ({ actorId: id, actorEmail: email, requestId: `req-${id}` });

describe.each(await testEngines())('the audit log on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let owner: { cookie: string; csrf: string };

  beforeAll(async () => {
    ({
      db,
      app,
      staff: owner,
    } = await openAdminTestApp(engine, async () => undefined, {
      email: 'owner@example.om',
      name: 'Owner',
      password: 'correct horse battery',
    }));
    for (let i = 1; i <= 30; i++) {
      const who = i % 2 ? actor(1, 'a@example.om') : actor(2, 'b@example.om');
      await recordAudit(
        db.kysely,
        who,
        {
          action: i % 3 ? 'price.change' : 'stock.change',
          target: { type: 'website_item', id: `ITEM-${i}` },
          before: { price: i },
          after: { price: i + 1 },
        },
        new Date(Date.UTC(2026, 0, 1, 0, i)),
      );
    }
  });

  const get = (url: string) => staffRequest(app, owner, 'GET', url);

  it('pages newest first with the summary, request id and the actions on record', async () => {
    const first = (await get('/audit?pageSize=10')).json();
    expect(first.meta).toEqual({ page: 1, pageSize: 10, total: 30, actions: ['price.change', 'stock.change'] });
    expect(first.data[0]).toEqual({
      id: expect.any(Number),
      at: '2026-01-01 00:30:00.000',
      actorId: 2,
      actorEmail: 'b@example.om',
      action: 'stock.change',
      targetType: 'website_item',
      targetId: 'ITEM-30',
      before: { price: 30 },
      after: { price: 31 },
      requestId: 'req-2',
    });
    const third = (await get('/audit?pageSize=10&page=3')).json();
    expect(third.data.at(-1).targetId).toBe('ITEM-1');
  });

  it('filters by actor email (any case) and by action', async () => {
    const byActor = (await get('/audit?actor=A@Example.om&pageSize=100')).json();
    expect(byActor.meta.total).toBe(15);
    const both = (await get('/audit?actor=a@example.om&action=stock.change&pageSize=100')).json();
    expect(both.data.map((e: { targetId: string }) => e.targetId)).toEqual([
      'ITEM-27',
      'ITEM-21',
      'ITEM-15',
      'ITEM-9',
      'ITEM-3',
    ]);
    expect((await get('/audit?pageSize=1000')).statusCode).toBe(400);
  });

  it('rolls back with the change it describes when written in the same transaction', async () => {
    await expect(
      db.kysely.transaction().execute(async (trx) => {
        await recordAudit(trx, actor(1, 'a@example.om'), {
          action: 'settings.change',
          target: { type: 'settings', id: 'shop' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await get('/audit?action=settings.change')).json().meta.total).toBe(0);
  });
});

describe('amounts in audit entries', () => {
  it('read as OMR with three decimals, never baisa', () => {
    expect(auditAmount(7512)).toBe('7.512');
    expect(auditAmount(0)).toBe('0.000');
    expect(auditAmount(5)).toBe('0.005');
    expect(auditAmount(20_000)).toBe('20.000');
    expect(auditAmount(1_234_567)).toBe('1234.567');
    expect(auditAmount(-450)).toBe('-0.450');
  });

  it('changes format only the keys named as amounts, and compare the stored baisa', () => {
    const before = { price: 9_000, sale: null, stock: 4 };
    expect(
      auditChanges(before, { price: 9_500, sale: 8_000, stock: 4 }, ['price', 'sale', 'stock'], {
        amounts: ['price', 'sale'],
      }),
    ).toEqual({
      before: { price: '9.000', sale: null },
      after: { price: '9.500', sale: '8.000' },
    });
    expect(auditChanges(before, { price: 9_000 }, ['price'], { amounts: ['price'] })).toBeNull();
    expect(auditChanges(before, { stock: 7 }, ['stock'], { amounts: ['price'] })).toEqual({
      before: { stock: 4 },
      after: { stock: 7 },
    });
  });

  it('an entry naming baisa is refused before anything is written', async () => {
    await expect(
      recordAudit({} as never, actor(1, 'a@example.om'), {
        action: 'order.refund',
        target: { type: 'sales_order', id: 'X' },
        after: { amount_baisa: 7512 },
      }),
    ).rejects.toThrow('Audit entry order.refund carries amount_baisa: write amounts with auditAmount (OMR).');
  });
});
