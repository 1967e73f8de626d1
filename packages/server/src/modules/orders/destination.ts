import { type CheckoutFields, pickupDates } from '@shop/domain/schemas/checkout';
import { isOman, isUae } from '@shop/domain/shipping';
import { toBaisa } from '@shop/domain/money';
import type { DeliveryService } from '../delivery/delivery.service';
import { ShopperError, text } from '../../i18n/shopper-text';
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
 * the chosen wilaya and province (its price comes from the zone tables, through the delivery
 * service's short cache); a pickup needs one of the
 * next three days (Oman's calendar), a listed timing and a listed outlet (the default if none).
 */
export async function resolveDestination(
  delivery: DeliveryService,
  form: CheckoutFields,
  country: string,
  settings: CheckoutSettings,
  now: Date,
): Promise<Destination> {
  if (form.ShippingField === 'Pick up from Store') {
    if (!pickupDates(now).some((d) => d.value === form.DateField)) {
      throw new ShopperError('ValidationError', text('order.pickupDate'), { field: 'DateField' });
    }
    if (!settings.pickupTimes.includes(form.TimeField)) {
      throw new ShopperError('ValidationError', text('order.pickupTime'), { field: 'TimeField' });
    }
    const outlet = form.Outlet || settings.outlets[0] || '';
    if (settings.outlets.length && !settings.outlets.includes(outlet)) {
      throw new ShopperError('ValidationError', text('order.pickupOutlet'), { field: 'Outlet' });
    }
    return { kind: 'pickup', date: form.DateField, time: form.TimeField, outlet };
  }
  if (!isOman(country)) return { kind: 'address', country };
  const province = (await delivery.zones()).find((p) => p.province === form.Province);
  const wilaya = province?.wilayas.find((w) => w.name_en === form.Wilaya);
  const zone = wilaya?.zones.find((z) => z.zone_id === form.WilayaZone);
  if (!province || !wilaya || !zone) {
    throw new ShopperError('ValidationError', text('order.zoneMismatch'), { field: 'WilayaZone' });
  }
  return {
    kind: 'oman-zone',
    province: province.province,
    wilaya: wilaya.name_en,
    zoneId: zone.zone_id,
    zonePrice: toBaisa(zone.customer_price),
  };
}
