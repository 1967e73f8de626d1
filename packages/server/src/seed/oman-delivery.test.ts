import { describe, expect, it } from 'vitest';
import { loadOmanDelivery } from './oman-delivery';

const SPEC_PROVINCES = [
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
];

describe("the domain's Oman delivery data, as the seed reads it", () => {
  const data = loadOmanDelivery();

  it('exists and names the 11 provinces of SPEC §3', () => {
    expect(data?.provinces.map((p) => p.province)).toEqual(SPEC_PROVINCES);
  });

  it('gives every province wilayas and every wilaya zones with SPEC §9 prices and unique ids', () => {
    const zones = data!.provinces.flatMap((p) => {
      expect(p.wilayas.length).toBeGreaterThan(0);
      return p.wilayas.flatMap((w) => {
        expect(w.zones.length).toBeGreaterThan(0);
        return w.zones;
      });
    });
    expect(new Set(zones.map((z) => z.zone_id)).size).toBe(zones.length);
    const prices = { 'Inside Muscat': [1.5, 2], 'Outside Muscat': [1.5, 2], 'Remote Area': [2.6, 3] };
    for (const z of zones) expect([z.category_price, z.customer_price]).toEqual(prices[z.category]);
  });
});
