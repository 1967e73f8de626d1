import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { type OmanDelivery, loadOmanDelivery, replaceOmanDelivery } from '../../seed/oman-delivery';
import { type TestDb, testEngines } from '../../testing/databases';
import { withTestApp } from '../../testing/test-app';
import { invalidateDeliveryZones } from './delivery.service';

type Tree = OmanDelivery['provinces'];

describe.each(await testEngines())('delivery-zones on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let data: OmanDelivery;

  const suite = withTestApp(engine, async (db) => {
    data = loadOmanDelivery()!;
    await replaceOmanDelivery(db.kysely, data);
  });
  beforeAll(() => ({ db, app } = suite));

  it('answers the seeded tree without auth: provinces, wilayas and zones in the data file’s order', async () => {
    const reply = await app.inject({ url: '/api/delivery-zones' });
    expect(reply.statusCode).toBe(200);
    const tree = (reply.json() as { data: Tree }).data;
    expect(tree.map((p) => p.province)).toEqual([
      'Muscat',
      'Al Batinah South',
      'Al Dakhiliyah',
      'Dhofar',
      'Al Batinah North',
      'Ash Sharqiyah South',
      'Ash Sharqiyah North',
      'Ad Dhahirah',
      'Al Buraimi',
      'Musandam',
      'Wusta',
    ]);
    for (const [p, province] of data.provinces.entries()) {
      expect(tree[p]!.name_ar).toBe(province.name_ar);
      expect(tree[p]!.wilayas.map((w) => w.name_en)).toEqual(province.wilayas.map((w) => w.name_en));
      for (const [w, wilaya] of province.wilayas.entries()) {
        expect(tree[p]!.wilayas[w]!.name_ar).toBe(wilaya.name_ar);
        expect(tree[p]!.wilayas[w]!.zones).toEqual(wilaya.zones);
      }
    }
  });

  it('prices are rial numbers per SPEC §9 categories', async () => {
    const tree = (await app.inject({ url: '/api/delivery-zones' })).json().data as Tree;
    const zones = tree.flatMap((p) => p.wilayas.flatMap((w) => w.zones));
    expect(zones.length).toBeGreaterThan(0);
    for (const zone of zones) {
      expect(Object.keys(zone).sort()).toEqual([
        'category',
        'category_price',
        'customer_price',
        'name_ar',
        'name_en',
        'zone_id',
      ]);
      const expected = zone.category === 'Remote Area' ? [2.6, 3] : [1.5, 2];
      expect([zone.category_price, zone.customer_price]).toEqual(expected);
    }
  });

  it('ignores a query string', async () => {
    const reply = await app.inject({ url: '/api/delivery-zones?populate=*&x=1' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toHaveLength(11);
  });

  it('serves its cached tree until invalidateDeliveryZones() is called after an edit', async () => {
    const firstPrice = async () =>
      (await app.inject({ url: '/api/delivery-zones' })).json().data[0].wilayas[0].zones[0].customer_price;
    expect(await firstPrice()).toBe(2);
    const zone = data.provinces[0]!.wilayas[0]!.zones[0]!;
    await db.kysely
      .updateTable('oman_zone')
      .set({ customer_price: 2500 })
      .where('zone_id', '=', zone.zone_id)
      .execute();
    try {
      expect(await firstPrice()).toBe(2);
      invalidateDeliveryZones();
      expect(await firstPrice()).toBe(2.5);
    } finally {
      await db.kysely
        .updateTable('oman_zone')
        .set({ customer_price: 2000 })
        .where('zone_id', '=', zone.zone_id)
        .execute();
      invalidateDeliveryZones();
    }
  });
});
