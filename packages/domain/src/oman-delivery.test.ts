import { describe, expect, it } from 'vitest';
import { PROVINCE_NAMES, ZONE_CATEGORIES, omanProvinces, wilayasOf, zoneById, zonesOf } from './oman-delivery';

describe('Oman delivery data', () => {
  it('lists the 11 provinces of SPEC §3 in order', () => {
    expect(omanProvinces().map((p) => p.name)).toEqual([...PROVINCE_NAMES]);
  });

  it('gives every province wilayas and every wilaya zones with English and Arabic names', () => {
    for (const province of omanProvinces()) {
      expect(province.wilayas.length).toBeGreaterThan(0);
      for (const wilaya of province.wilayas) {
        expect(wilaya.nameAr).not.toBe('');
        expect(wilaya.zones.length).toBeGreaterThan(0);
      }
    }
  });

  it('prices zones per SPEC §9: Inside and Outside Muscat 2.000 (category 1.500), Remote Area 3.000 (2.600)', () => {
    const zones = omanProvinces().flatMap((p) => p.wilayas.flatMap((w) => w.zones));
    for (const zone of zones) {
      expect(ZONE_CATEGORIES).toContain(zone.category);
      const expected = zone.category === 'Remote Area' ? [3000, 2600] : [2000, 1500];
      expect([zone.customerPrice, zone.categoryPrice]).toEqual(expected);
    }
    expect(new Set(zones.map((z) => z.zoneId)).size).toBe(zones.length);
  });

  it('finds wilayas and zones by name and zones by id', () => {
    const muscatWilayas = wilayasOf('Muscat').map((w) => w.nameEn);
    expect(muscatWilayas).toContain('Bawshar');
    expect(zonesOf('Muscat', 'Bawshar').map((z) => z.nameEn)).toContain('Qurum');
    expect(zoneById('9')?.nameEn).toBe('Qurum');
    expect(wilayasOf('Atlantis')).toEqual([]);
    expect(zonesOf('Muscat', 'Nowhere')).toEqual([]);
    expect(zoneById('no-such-zone')).toBeUndefined();
  });
});
