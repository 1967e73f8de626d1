import type { PricedLine } from '@shop/domain/cart-totals';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ShopperError, text } from '../../i18n/shopper-text';
import type { ClientAddress } from '../rate-limit/client-address';
import { admitClient } from '../rate-limit/client-limits';
import type { Slots } from '../rate-limit/fixed-window.queries';
import { FAILED_CHECKS } from './discount-attempts';
import { type DiscountCheck, checkDiscount, codeRefusal } from './discount-rules';
import { findDiscountCode, findSellableItems } from './discounts.repository';

interface CartItemRef {
  item_code: string;
  quantity: number;
}

export interface DiscountCheckRequest {
  code: string;
  items: CartItemRef[];
  /** The client, for the failed-check limit. */
  client: ClientAddress;
}

/** Prices come from the database, never from the request. Unknown, unpublished or other-warehouse items fail the check. */
async function pricedLines(
  db: Kysely<Database>,
  items: CartItemRef[],
  warehouse: string,
): Promise<PricedLine[] | { missing: string }> {
  const rows = await findSellableItems(db, [...new Set(items.map((i) => i.item_code))], warehouse);
  const byCode = new Map(rows.map((r) => [r.item_code, r]));
  const lines: PricedLine[] = [];
  for (const item of items) {
    const row = byCode.get(item.item_code);
    if (!row) return { missing: item.item_code };
    lines.push({
      itemCode: item.item_code,
      salePrice: row.custom_sale_price,
      regularPrice: row.custom_regular_price,
      quantity: item.quantity,
      dangerousGood: Boolean(row.custom_is_dangerous_good_),
    });
  }
  return lines;
}

/** The client's refused-check slots (per device, per address), or a 429 naming the limit used up. */
async function takeCheckSlots(db: Kysely<Database>, client: ClientAddress, now: Date): Promise<Slots> {
  const admitted = await admitClient(db, FAILED_CHECKS, client, now);
  if ('refusedBy' in admitted)
    throw new ShopperError('RateLimitError', text('discount.tooManyTries'), {
      limit: `discount_refusals_per_${admitted.refusedBy}`,
    });
  return admitted.slots;
}

/**
 * POST /api/discount-check: the code (trimmed, upper-cased) against the database and the cart's
 * items priced from the database. Read-only apart from counting refused checks per client: a slot
 * is taken before the check (a client over its limit gets a 429 before anything is looked up) and
 * given back when the code applies.
 */
export async function checkDiscountCode(
  db: Kysely<Database>,
  warehouse: string,
  request: DiscountCheckRequest,
  now = new Date(),
): Promise<DiscountCheck> {
  const slot = await takeCheckSlots(db, request.client, now);
  const normalized = request.code.trim().toUpperCase();
  const lines = await pricedLines(db, request.items, warehouse);
  const result =
    'missing' in lines
      ? {
          status: false,
          reason: text('discount.itemUnavailable', { code: lines.missing }),
          amount: 0,
          type: null,
          code: normalized,
        }
      : checkDiscount(await findDiscountCode(db, normalized), normalized, lines, now);
  if (result.status) await slot.giveBack();
  return result;
}

/**
 * A discount code read for an order or its quote, counted like a check: the same refused-code slot
 * is taken first (over the limit, the same 429 as the check, whatever the code) and given back when
 * the code can be used, so placing orders is no second oracle for guessing codes.
 */
export async function findCountedDiscountCode(db: Kysely<Database>, code: string, client: ClientAddress, now: Date) {
  const slot = await takeCheckSlots(db, client, now);
  const row = await findDiscountCode(db, code);
  if (codeRefusal(row, code, now) === null) await slot.giveBack();
  return row;
}
