import { DEFAULT_ORDER_LIMITS, ORDER_LIMITS_SETTING } from '@shop/domain/order-limits';
import { pickupDates } from '@shop/domain/schemas/checkout';
import { toTimestamp } from '../../db/time';
import type { Db } from '../../db/connection';
import { loadOmanDelivery, replaceOmanDelivery } from '../../seed/oman-delivery';
import { discountCodeRows, siteSettingRows } from '../../seed/settings';
import { insertCatalog } from '../resource/resource-fixtures';
import type { App } from '../../testing/test-app';
import { openAdminTestApp } from '../../testing/admin-fixtures';
import type { Engine } from '../../db/connection';

/**
 * The resource fixtures' catalog (SKU-1 12.500 full price, stock 10; SKU-2 8.000 was 10.000,
 * stock 0; SKU-3 20.000 was 25.000, stock 5; SKU-5 4.500 full price, stock 7; SKU-6 30.000
 * dangerous good, stock 2; SKU-7 unpublished; SKU-8 another warehouse) plus the seed's
 * settings, Oman delivery zones and discount codes (GLOW10, SAVE5, FREESHIP, expired
 * SUMMER24, used-up WELCOME15).
 *
 * Every order the suites place comes from one test shopper (muscatForm's phone and address), so
 * the shop's limits on orders waiting per phone and address are lifted here; the size limits
 * (units per line, lines, value) keep their defaults. order-limits.test.ts holds the real ones.
 */
export async function insertCheckoutData(db: Db, now = new Date()): Promise<void> {
  await insertCatalog(db);
  await db.kysely.insertInto('site_setting').values(siteSettingRows(now)).execute();
  await db.kysely
    .insertInto('site_setting')
    .values({ key: ORDER_LIMITS_SETTING, value: JSON.stringify(ONE_SHOPPER_LIMITS), modified: toTimestamp(now) })
    .execute();
  await db.kysely.insertInto('discount_code').values(discountCodeRows(now)).execute();
  await replaceOmanDelivery(db.kysely, loadOmanDelivery()!);
}

/** The defaults, with room for one test shopper's many open orders. */
const ONE_SHOPPER_LIMITS = {
  ...DEFAULT_ORDER_LIMITS,
  max_open_cod_per_phone: 50,
  max_open_cod_per_address: 50,
  max_open_card_per_phone: 50,
};

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}`;

/** Muscat › Bawshar › zone 8 (Inside Muscat, customer price 2.000), paid by COD. */
export const muscatForm = {
  CountryNumber: '968',
  MobileNumber: '91234567',
  Email: 'aisha@example.om',
  CountryField: 'Oman',
  Province: 'Muscat',
  Wilaya: 'Bawshar',
  WilayaZone: '8',
  Address: 'Way 123, House 4',
  PostalCode: '111',
  FirstName: 'Aisha',
  DateField: '',
  TimeField: '',
  PaymentType: 'COD',
  ShippingField: 'Delivery',
  Outlet: '',
} as const;

export const pickupForm = (now = new Date()) => ({
  ...muscatForm,
  Province: '',
  Wilaya: '',
  WilayaZone: '',
  ShippingField: 'Pick up from Store',
  DateField: pickupDates(now)[1]!.value,
  TimeField: '10:00 AM - 01:00 PM',
});

export const uaeForm = {
  ...muscatForm,
  CountryNumber: '971',
  MobileNumber: '501234567',
  CountryField: 'UAE',
  Province: '',
  Wilaya: '',
  WilayaZone: '',
  Address: 'Marina Walk, Dubai',
  PaymentType: 'Credit / Debit Card',
};

export function orderBody(
  items: [string, number][],
  overrides: Record<string, unknown> = {},
  form: Record<string, unknown> = muscatForm,
) {
  return {
    idempotency_key: newKey(),
    items: items.map(([item_code, quantity]) => ({ item_code, quantity })),
    form: { ...form, ...((overrides.form as object | undefined) ?? {}) },
    ...Object.fromEntries(Object.entries(overrides).filter(([k]) => k !== 'form')),
  };
}

/**
 * A card order for 2 × SKU-5 and 1 × SKU-1 placed through the app, paid on the sandbox's page and
 * verified (or left unpaid): its name.
 */
export async function placeCardOrder(app: App, { pay = true } = {}): Promise<string> {
  const placed = await app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: orderBody(
      [
        ['SKU-5', 2],
        ['SKU-1', 1],
      ],
      {},
      { ...muscatForm, PaymentType: 'Credit / Debit Card' },
    ),
  });
  if (placed.statusCode !== 201) throw new Error(`order refused: ${placed.body}`);
  const { order, payment } = placed.json().data;
  const url = new URL(payment.session_url);
  if (pay) {
    const paid = await app.inject({
      method: 'POST',
      url: `${url.pathname}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `key=${url.searchParams.get('key')}`,
    });
    if (paid.statusCode !== 303) throw new Error(`sandbox payment refused: ${paid.body}`);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/thawani-verify',
      payload: { cuid: payment.client_reference_id },
    });
    if (verified.statusCode !== 200) throw new Error(`payment not verified: ${verified.body}`);
  }
  return order.name as string;
}

/** The admin test app on the checkout data with a signed-in staff member, SKU-1 and SKU-5 stocked for many orders. */
export async function openOrdersAdminApp(engine: Engine, account: { email: string; name: string; password: string }) {
  const opened = await openAdminTestApp(engine, insertCheckoutData, account);
  await opened.db.kysely
    .updateTable('website_item')
    .set({ custom_stock_available: 1_000 })
    .where('item_code', 'in', ['SKU-1', 'SKU-5'])
    .execute();
  return opened;
}
