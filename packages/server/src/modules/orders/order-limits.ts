import {
  type LimitRefusal,
  type OpenOrderCounts,
  ORDER_LIMITS_SETTING,
  type OrderLimitsSetting,
  openOrdersRefusal,
  orderLimitsFromSetting,
  orderSizeRefusal,
  orderValueRefusal,
} from '@shop/domain/order-limits';
import type { PaymentType } from '@shop/domain/payment-types';
import type { Transaction } from 'kysely';
import { type Baisa, toBaisa } from '@shop/domain/money';
import type { Database } from '../../db/schema';
import { type CatalogName, ShopperError, type ShopperText, amount, catalogName, text } from '../../i18n/shopper-text';
import type { SettingsService } from '../settings/settings.service';
import { COD, unconfirmedCod, unpaidCard } from './open-orders';
import { lockForTransaction } from './orders.repository';

/** The shop's order limits (site setting order_limits, defaults for what is missing). */
export async function readOrderLimits(settings: SettingsService): Promise<OrderLimitsSetting> {
  return orderLimitsFromSetting(await settings.value(ORDER_LIMITS_SETTING));
}

/**
 * A refusal is a 422 naming the limit (`details.limit`, the setting's name, and `details.max`).
 * The domain decides the refusal (a limit and its value, no words); the shopper's text is the catalog's,
 * filled from what was counted.
 */
const refused = (refusal: LimitRefusal, why: ShopperText) =>
  new ShopperError('LimitError', why, { limit: refusal.limit, max: refusal.max }, { code: `limit.${refusal.limit}` });

type SizedLine = { name: string; named: CatalogName; quantity: number };

function sizeText(refusal: LimitRefusal, lines: readonly SizedLine[], grandTotal: Baisa): ShopperText {
  if (refusal.limit === 'max_lines_per_order') return text('limit.lines', { max: refusal.max, count: lines.length });
  if (refusal.limit === 'max_units_per_line') {
    const over = lines.find((l) => l.quantity > refusal.max)!;
    return text('limit.units', { max: refusal.max, name: over.named, quantity: over.quantity });
  }
  return text('limit.value', { max: amount(toBaisa(refusal.max)), total: amount(grandTotal) });
}

function openOrdersText(refusal: LimitRefusal, counts: OpenOrderCounts): ShopperText {
  if (refusal.limit === 'max_open_cod_per_address')
    return text('limit.codPerAddress', { count: counts.address ?? 0, max: refusal.max });
  if (refusal.limit === 'max_open_cod_per_phone')
    return text('limit.codPerPhone', { count: counts.phone, max: refusal.max });
  return text('limit.cardPerPhone', { count: counts.phone, max: refusal.max });
}

/** Lines, units per line and the billed total: checked before the order's transaction starts. */
export function checkOrderSize(
  limits: OrderLimitsSetting,
  items: readonly { item_name: string; item_name_ar: string | null; quantity: number }[],
  grandTotal: Baisa,
): void {
  const lines = items.map((l) => ({
    name: l.item_name,
    named: catalogName(l.item_name, l.item_name_ar),
    quantity: l.quantity,
  }));
  const refusal = orderSizeRefusal(limits, lines) ?? orderValueRefusal(limits, grandTotal);
  if (refusal) throw refused(refusal, sizeText(refusal, lines, grandTotal));
}

export interface OpenOrderKeys {
  payment: PaymentType;
  /** Country code + number, as orders keep it. */
  phone: string;
  /** deliveryAddressKey of the new order (COD only counts by it). */
  addressKey: string | null;
  /** The request's key: a duplicate of an order just placed is left to the replay, not refused. */
  idempotencyKey: string;
}

/**
 * Inside the order's transaction, before it writes anything: counts the orders still waiting for
 * this phone (and address) and refuses one more at the limit. Two placements for one phone must
 * not both count the same total, so the count runs under a lock held until the transaction ends:
 * on PostgreSQL a transaction-scoped advisory lock per phone and per address (taken in a fixed
 * order, so two orders never wait on each other crosswise); SQLite runs one write transaction at
 * a time (one connection per process, behind Kysely's mutex), so the count and the insert are
 * already one step there. A concurrent duplicate of the request that just took the last slot
 * is let through here: its insert then meets the idempotency key and answers with that order.
 */
export async function claimOpenOrderSlot(
  trx: Transaction<Database>,
  limits: OrderLimitsSetting,
  keys: OpenOrderKeys,
): Promise<void> {
  const addressKey = keys.payment === COD ? keys.addressKey : null;
  const lockKeys = [
    `open-orders:phone:${keys.phone}`,
    ...(addressKey ? [`open-orders:address:${addressKey}`] : []),
  ].sort();
  await lockForTransaction(trx, lockKeys);
  const row = await trx
    .selectFrom('sales_order')
    .select((eb) => [
      eb.fn.sum<number | string | null>(eb.case().when('phone', '=', keys.phone).then(1).else(0).end()).as('phone'),
      eb.fn
        .sum<number | string | null>(eb.case().when('address_key', '=', addressKey).then(1).else(0).end())
        .as('address'),
    ])
    .where((eb) =>
      addressKey
        ? eb.or([eb('phone', '=', keys.phone), eb('address_key', '=', addressKey)])
        : eb('phone', '=', keys.phone),
    )
    .where(keys.payment === COD ? unconfirmedCod : unpaidCard)
    .executeTakeFirstOrThrow();
  const counts: OpenOrderCounts = {
    phone: Number(row.phone ?? 0),
    address: addressKey ? Number(row.address ?? 0) : null,
  };
  const refusal = openOrdersRefusal(limits, keys.payment, counts);
  if (!refusal) return;
  const duplicate = await trx
    .selectFrom('sales_order')
    .select('name')
    .where('idempotency_key', '=', keys.idempotencyKey)
    .executeTakeFirst();
  if (!duplicate) throw refused(refusal, openOrdersText(refusal, counts));
}
