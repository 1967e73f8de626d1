import { toRial } from '@shop/domain/money';
import { type CheckoutFields, checkoutErrors } from '@shop/domain/schemas/checkout';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError, badRequest, conflict } from '../../http/errors';
import { checkDiscount } from '../discounts/discount-rules';
import { findDiscountCode } from '../discounts/discounts.repository';
import type { DeliveryService } from '../delivery/delivery.service';
import type { PaymentLink, PaymentsService } from '../payments/payments.service';
import { bumpCatalogVersion } from '../resource/resource-cache';
import type { SettingsService } from '../settings/settings.service';
import { checkoutSettings } from './checkout-settings';
import { canonicalCountry, resolveDestination } from './destination';
import { type OrderItemSource, draftOrder } from './order-draft';
import { ORDER_CONSTANTS } from './order-constants';
import { checkOrderSize, claimOpenOrderSlot, readOrderLimits } from './order-limits';
import { orderOwner } from './order-owner';
import { orderRequestHash } from './order-request-hash';
import {
  type SellableRow, findOrderByKey, insertOrder, isUniqueViolation, nextOrderName, sellableItems, takeStock, useDiscountCode,
} from './orders.repository';

export interface PlaceOrderInput {
  idempotency_key: string;
  items: { item_code: string; quantity: number }[];
  discount_code?: string | undefined;
  form: CheckoutFields;
  /** The shopper's session customer, if signed in (never from the body): see order-owner.ts. */
  signedInCustomerId?: number | null;
}

export interface PlacedOrder {
  order: { name: string; payment_method: string; grand_total: number };
  payment: PaymentLink | null;
  /** False when the idempotency key had already placed this order. */
  created: boolean;
}

export interface OrdersDeps {
  db: Kysely<Database>;
  settings: SettingsService;
  payments: PaymentsService;
  delivery: DeliveryService;
  /** PostgreSQL: a pool for the order-number counter outside the order's transaction (see nextOrderName). */
  autonomous?: Kysely<Database>;
  warehouse: string;
  now?: () => Date;
}

type OrderRow = { name: string; payment_method: string; grand_total: number; custom_payment_verification_check: number; custom_cancelled_payment: number };
type KeyedOrderRow = OrderRow & { idempotency_hash: string | null };

export const IDEMPOTENCY_KEY_REUSED = 'This idempotency_key was already used for a different order. Use a new key to place a new order.';

/** The order an idempotency key placed, answered again, if this request is the one that placed it (older orders kept no hash). */
function replay(deps: OrdersDeps, first: KeyedOrderRow, requestHash: string): Promise<PlacedOrder> {
  if (first.idempotency_hash !== null && first.idempotency_hash !== requestHash) {
    throw conflict(IDEMPOTENCY_KEY_REUSED, { idempotency_key: 'reused' });
  }
  return answer(deps, first, false);
}

/**
 * Places an order (issue 4): the form checked as the checkout page checks it, prices and stock
 * read from the database, totals recomputed, stock taken and the Sales Order written in one
 * transaction. Client prices never reach here (the body schema strips unknown keys). The same
 * idempotency key with the same request answers with the first order; with a different request
 * it is a 409. Card orders then get a payment session.
 */
export async function placeOrder(deps: OrdersDeps, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const requestHash = orderRequestHash(input);
  const previous = await findOrderByKey(db, input.idempotency_key);
  if (previous) return replay(deps, previous, requestHash);

  const settings = await checkoutSettings(deps.settings);
  const errors = checkoutErrors(input.form, settings.countries);
  if (errors.length) throw badRequest(errors[0]!.message, { errors });
  const country = canonicalCountry(input.form.CountryField, settings);
  const destination = await resolveDestination(deps.delivery, input.form, country, settings, now);
  const code = input.discount_code?.trim().toUpperCase() || null;

  // Reads first, outside the transaction: prices are what they are when the order is placed;
  // stock and the code's usage limit are guarded by the conditional updates inside it.
  const phone = `${input.form.CountryNumber}${input.form.MobileNumber}`;
  const [rows, codeRow, customerId, limits] = await Promise.all([
    sellableItems(db, input.items.map((i) => i.item_code), deps.warehouse),
    code ? findDiscountCode(db, code) : Promise.resolve(undefined),
    orderOwner(db, input.signedInCustomerId ?? null, phone),
    readOrderLimits(deps.settings),
  ]);
  const items = orderItemsFrom(input.items, rows);
  let discount = null;
  if (code) {
    const lines = items.map((i) => ({ itemCode: i.item_code, salePrice: i.salePrice, regularPrice: i.regularPrice, quantity: i.quantity }));
    const check = checkDiscount(codeRow, code, lines, now);
    if (!codeRow || !check.status || !check.type) throw conflict(`Discount code ${code} cannot be used: ${check.reason}`, { discount_code: code });
    discount = { code: codeRow.code, type: check.type, value: codeRow.value };
  }
  const draft = draftOrder({ form: input.form, country, destination, items, discount, freeShippingAbove: settings.freeShippingAbove, customerId, warehouse: deps.warehouse, now });
  checkOrderSize(limits, items, draft.totals.grandTotal);

  let placed: OrderRow;
  try {
    placed = await db.transaction().execute(async (trx) => {
      await claimOpenOrderSlot(trx, limits, { payment: input.form.PaymentType, phone, addressKey: draft.order.address_key ?? null, idempotencyKey: input.idempotency_key });
      if (discount && !(await useDiscountCode(trx, discount.code))) {
        throw conflict(`Discount code ${discount.code} has reached its usage limit.`, { discount_code: discount.code });
      }
      await takeStock(trx, items, deps.warehouse);
      const orderName = await nextOrderName(deps.autonomous ?? trx, ORDER_CONSTANTS.namingSeries, now);
      await insertOrder(trx, orderName, { key: input.idempotency_key, hash: requestHash }, draft);
      return { ...draft.order, name: orderName, custom_payment_verification_check: 0, custom_cancelled_payment: 0 };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const first = await findOrderByKey(db, input.idempotency_key);
    if (!first) throw error;
    return replay(deps, first, requestHash);
  }
  bumpCatalogVersion();
  return answer(deps, placed, true);
}

/** The asked-for lines with what the database says of each; an item not sold (any more) is a 409 naming it. */
function orderItemsFrom(lines: PlaceOrderInput['items'], rows: Map<string, SellableRow>): OrderItemSource[] {
  return lines.map((line) => {
    const row = rows.get(line.item_code);
    if (!row || row.custom_sale_price === null) throw conflict(`Item ${line.item_code} is no longer available.`, { item_code: line.item_code });
    return {
      item_code: row.item_code,
      item_name: row.web_item_name || row.item_name,
      image: row.website_image,
      stock_uom: row.stock_uom,
      salePrice: row.custom_sale_price,
      regularPrice: row.custom_regular_price,
      dangerousGood: Boolean(row.custom_is_dangerous_good_),
      quantity: line.quantity,
    };
  });
}

async function answer(deps: OrdersDeps, order: OrderRow, created: boolean): Promise<PlacedOrder> {
  const summary = { name: order.name, payment_method: order.payment_method, grand_total: toRial(order.grand_total) };
  const payable = order.payment_method === 'Credit / Debit Card' && !order.custom_payment_verification_check && !order.custom_cancelled_payment;
  let payment: PaymentLink | null = null;
  if (payable) {
    try {
      payment = await deps.payments.openSession(order.name);
    } catch (error) {
      if (!(error instanceof HttpError) || error.kind !== 'PaymentProviderError') throw error;
      throw new HttpError('PaymentProviderError', `${error.message} Your order ${order.name} is saved; placing it again will not charge you twice.`, 502, { order_id: order.name });
    }
  }
  return { order: summary, payment, created };
}
