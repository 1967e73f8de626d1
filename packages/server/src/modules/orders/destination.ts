import { type CheckoutFields, pickupDates } from '@shop/domain/schemas/checkout';
import { isOman, isUae } from '@shop/domain/shipping';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { CheckoutSettings } from './checkout-settings';
import type { Destination } from './order-draft';

/** The settings' own spelling of the chosen country ('oman', 'OM' → 'Oman'). */
export function canonicalCountry(value: string, settings: CheckoutSettings): string {
  const match = settings.countries.find(
    (c) =>
      c.name.trim().toLowerCase() === value.trim().toLowerCase() ||
      (isOman(c.name) && isOman(value)) ||
      (isUae(c.name) && isUae(value)),
  );
  return match?.name ?? value;
}

/**
 * Checks where the order goes against the database and settings: an Oman zone must belong to
 * the chosen wilaya and province (its price comes from the zone row); a pickup needs one of the
 * next three days (Oman's calendar), a listed timing and a listed outlet (the default if none).
 */
export async function resolveDestination(
  db: Kysely<Database>,
  form: CheckoutFields,
  country: string,
  settings: CheckoutSettings,
  now: Date,
): Promise<Destination> {
  if (form.ShippingField === 'Pick up from Store') {
    if (!pickupDates(now).some((d) => d.value === form.DateField)) {
      throw badRequest('Pick Up Date must be one of the next 3 days.', { field: 'DateField' });
    }
    if (!settings.pickupTimes.includes(form.TimeField)) {
      throw badRequest('Pick Up Time must be one of the store timings.', { field: 'TimeField' });
    }
    const outlet = form.Outlet || settings.outlets[0] || '';
    if (settings.outlets.length && !settings.outlets.includes(outlet)) {
      throw badRequest('Choose one of our stores for pick up.', { field: 'Outlet' });
    }
    return { kind: 'pickup', date: form.DateField, time: form.TimeField, outlet };
  }
  if (!isOman(country)) return { kind: 'address', country };
  const zone = await db
    .selectFrom('oman_zone as z')
    .innerJoin('oman_wilaya as w', 'w.id', 'z.wilaya_id')
    .innerJoin('oman_province as p', 'p.id', 'w.province_id')
    .select(['z.zone_id', 'z.customer_price', 'w.name_en as wilaya', 'p.name as province'])
    .where('z.zone_id', '=', form.WilayaZone)
    .executeTakeFirst();
  if (!zone || zone.wilaya !== form.Wilaya || zone.province !== form.Province) {
    throw badRequest('The chosen zone is not in that wilaya and province.', { field: 'WilayaZone' });
  }
  return { kind: 'oman-zone', province: zone.province, wilaya: zone.wilaya, zoneId: zone.zone_id, zonePrice: zone.customer_price };
}
