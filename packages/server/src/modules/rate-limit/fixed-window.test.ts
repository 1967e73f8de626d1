import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toTimestamp } from '../../db/time';
import { type TestDb, createTestDb, testEngines } from '../../testing/databases';
import { clientAddress, limitedClient } from './client-address';
import { type WindowLimit, claim, clientClaim, takeSlots } from './fixed-window.queries';

const MINUTE = 60_000;
const FIVE: WindowLimit = { name: 'test-five', max: 5, windowMs: 10 * MINUTE };
const TWO: WindowLimit = { name: 'test-two', max: 2, windowMs: 10 * MINUTE };

describe('which clients the per-client limits count', () => {
  it('every address, loopback included, outside test runs', () => {
    for (const appEnv of ['production', 'demo', 'development']) {
      for (const ip of [
        '203.0.113.7',
        '10.0.0.4',
        '2001:db8::1',
        '127.0.0.1',
        '127.1.2.3',
        '::1',
        '::ffff:127.0.0.1',
      ]) {
        expect(clientAddress(ip, appEnv), `${ip} in ${appEnv}`).toEqual({ ip, limited: true, device: null });
      }
    }
  });

  it('the device id is the X-Device-Id the storefront sends, or none when it is not one', () => {
    expect(clientAddress('203.0.113.7', 'production', 'b1946ac9-2f5c-4c6b-9a3e-0123456789ab').device).toBe(
      'b1946ac9-2f5c-4c6b-9a3e-0123456789ab',
    );
    for (const header of [undefined, '', 'short', 'has space in it', 'a'.repeat(65), ['two-values-here', 'x'], 42]) {
      expect(clientAddress('203.0.113.7', 'production', header).device, String(header)).toBeNull();
    }
  });

  it('in a test run (APP_ENV=test) every address but loopback', () => {
    expect(
      ['203.0.113.7', '10.0.0.4', '2001:db8::1', '::ffff:203.0.113.7'].every((ip) => clientAddress(ip, 'test').limited),
    ).toBe(true);
    expect(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'].some((ip) => clientAddress(ip, 'test').limited)).toBe(
      false,
    );
    expect(clientClaim(FIVE, clientAddress('127.0.0.1', 'test'))).toBeNull();
    expect(clientClaim(FIVE, limitedClient('127.0.0.1'))).toEqual({ limit: FIVE, subject: '127.0.0.1' });
  });
});

describe.each(await testEngines())('fixed-window slots on %s', (engine) => {
  let db: TestDb;
  const rows = () => db.kysely.selectFrom('rate_limit').select(['key', 'count']).orderBy('key').execute();

  beforeAll(async () => {
    db = await createTestDb(engine, { poolSize: 10 });
  });
  beforeEach(async () => {
    await db.kysely.deleteFrom('rate_limit').execute();
  });
  afterAll(async () => {
    await db.close();
  });

  it('50 parallel takes: exactly max get a slot, and the count never passes max', async () => {
    const now = new Date();
    const taken = await Promise.all(Array.from({ length: 50 }, () => takeSlots(db.kysely, [claim(FIVE, 'a')], now)));
    expect(taken.filter(Boolean)).toHaveLength(FIVE.max);
    expect(await rows()).toEqual([{ key: 'test-five:a', count: FIVE.max }]);
  });

  it('a slot given back is free again; giving back twice frees one slot; an empty window leaves no row', async () => {
    const now = new Date();
    const slots = await Promise.all(
      Array.from({ length: FIVE.max }, () => takeSlots(db.kysely, [claim(FIVE, 'b')], now)),
    );
    expect(await takeSlots(db.kysely, [claim(FIVE, 'b')], now)).toBeNull();
    await slots[0]!.giveBack();
    await slots[0]!.giveBack();
    expect(await rows()).toEqual([{ key: 'test-five:b', count: FIVE.max - 1 }]);
    expect(await takeSlots(db.kysely, [claim(FIVE, 'b')], now)).not.toBeNull();
    expect(await takeSlots(db.kysely, [claim(FIVE, 'b')], now)).toBeNull();
    await db.kysely.deleteFrom('rate_limit').execute();
    const one = await takeSlots(db.kysely, [claim(FIVE, 'c')], now);
    await one!.giveBack();
    expect(await rows()).toEqual([]);
  });

  it('all or none: when one window is full, the slots taken for the others are given back', async () => {
    const now = new Date();
    for (let i = 0; i < TWO.max; i++) await takeSlots(db.kysely, [claim(TWO, 'full')], now);
    expect(await takeSlots(db.kysely, [claim(FIVE, 'free'), claim(TWO, 'full')], now)).toBeNull();
    expect(await rows()).toEqual([{ key: 'test-two:full', count: TWO.max }]);
    const both = await takeSlots(db.kysely, [claim(FIVE, 'free'), null, claim(TWO, 'other')], now);
    expect(both).not.toBeNull();
    expect(await rows()).toEqual([
      { key: 'test-five:free', count: 1 },
      { key: 'test-two:full', count: TWO.max },
      { key: 'test-two:other', count: 1 },
    ]);
  });

  it('a window ends: the next take restarts it at 1; a slot of the ended window given back changes nothing', async () => {
    const start = new Date('2026-06-01T08:00:00Z');
    const old = await takeSlots(db.kysely, [claim(TWO, 'w')], start);
    await takeSlots(db.kysely, [claim(TWO, 'w')], start);
    expect(await takeSlots(db.kysely, [claim(TWO, 'w')], new Date(start.getTime() + TWO.windowMs - 1))).toBeNull();
    const later = new Date(start.getTime() + TWO.windowMs);
    expect(await takeSlots(db.kysely, [claim(TWO, 'w')], later)).not.toBeNull();
    await old!.giveBack();
    expect(await db.kysely.selectFrom('rate_limit').select(['count', 'window_start']).execute()).toEqual([
      { count: 1, window_start: toTimestamp(later) },
    ]);
  });
});
