import { DEFAULT_LANGUAGE } from '@shop/domain/language';
import { toBaisa, toRial } from '@shop/domain/money';
import {
  CHECKOUT_MESSAGES,
  type CheckoutError,
  type CheckoutFields,
  checkoutErrors,
} from '@shop/domain/schemas/checkout';
import type { Kysely } from 'kysely';
import { CARD_MINIMUM_TOTAL } from '../../adapters/payment/payment-provider';
import { DatabaseUnavailableError } from '../../db/reconnecting-pool';
import { isConnectionError, transactionWithRetry } from '../../db/retry';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import { DomainError, badRequest } from '../../errors';
import { ShopperError, amount, text } from '../../i18n/shopper-text';
import type { DeliveryService } from '../delivery/delivery.service';
import { queueOrderMessage } from '../order-messages/order-message-queue';
import { newPaymentSecret } from '../payments/payment-secret';
import { type PaymentLink, type PaymentsDeps, openPaymentSession } from '../payments/payments.service';
import { bumpCatalogVersion } from '../resource/resource-cache';
import type { SettingsService } from '../settings/settings.service';
import { checkoutSettings } from './checkout-settings';
import { canonicalCountry, resolveDestination } from './destination';
import { draftOrder } from './order-draft';
import { ORDER_CONSTANTS } from './order-constants';
import { checkOrderSize, claimOpenOrderSlot, readOrderLimits } from './order-limits';
import { orderOwner } from './order-owner';
import { type PricedCart, type PriceCartInput, priceCart, shippingChoiceOf } from './order-pricing';
import { cardCanPay, normalizeCode, quoteReply, readPricingInputs } from './order-quote';
import type { PlaceOrderInput } from './order-input';
import { orderRequestHash } from './order-request-hash';
import {
  findOrderByKey,
  insertOrder,
  isUniqueViolation,
  nextOrderName,
  rotatePaymentSecret,
  takeStock,
  useDiscountCode,
} from './orders.repository';

export interface PlacedOrder {
  order: { name: string; payment_method: string; grand_total: number };
  /** Card orders: the provider's page, and the secret that alone reopens it (POST /api/thawani-payment). */
  payment: (PaymentLink & { payment_secret: string }) | null;
  /** False when the idempotency key had already placed this order. */
  created: boolean;
}

export interface OrdersDeps {
  db: Kysely<Database>;
  settings: SettingsService;
  payments: PaymentsDeps;
  delivery: DeliveryService;
  /** PostgreSQL: a pool for the order-number counter outside the order's transaction (see nextOrderName). */
  autonomous?: Kysely<Database>;
  warehouse: string;
  now?: () => Date;
}

const CARD = 'Credit / Debit Card';

type OrderRow = {
  name: string;
  payment_method: string;
  grand_total: number;
  custom_payment_verification_check: number;
  custom_cancelled_payment: number;
};
type KeyedOrderRow = OrderRow & { idempotency_hash: string | null };

/** The form's first error, in the shopper's words (the checkout page checks the same rules). */
function formRefused(errors: CheckoutError[]): DomainError {
  const first = errors[0]!;
  const key = (Object.keys(CHECKOUT_MESSAGES) as (keyof typeof CHECKOUT_MESSAGES)[]).find(
    (k) => CHECKOUT_MESSAGES[k] === first.message,
  );
  return key
    ? new ShopperError('ValidationError', text(`checkout.${key}`), { errors })
    : badRequest(first.message, { errors });
}

/** The order an idempotency key placed, answered again, if this request is the one that placed it (older orders kept no hash). */
function replay(deps: OrdersDeps, first: KeyedOrderRow, requestHash: string): Promise<PlacedOrder> {
  if (first.idempotency_hash !== null && first.idempotency_hash !== requestHash) {
    throw new ShopperError('ConflictError', text('order.keyReused'), { idempotency_key: 'reused' });
  }
  return answer(deps, first, { created: false, secret: null });
}

/**
 * Places an order (issue 4): the form checked as the checkout page checks it, prices and stock
 * read from the database, the order priced by the pricing the quote uses (order-pricing.ts),
 * stock taken and the Sales Order written in one transaction. Client prices never bill
 * (the body schema strips unknown keys); what the shopper saw only stops an order: with
 * expected_total, an order that would bill anything else, or a line that cannot be had as
 * asked, is a 409 carrying the new quote, before anything is written. The same idempotency
 * key with the same request answers with the first order; with a different request it is a
 * 409. Card orders then get a payment session.
 */
export async function placeOrder(deps: OrdersDeps, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const requestHash = orderRequestHash(input);
  const previous = await findOrderByKey(db, input.idempotency_key);
  if (previous) return replay(deps, previous, requestHash);

  const settings = await checkoutSettings(deps.settings);
  const errors = checkoutErrors(input.form, settings.countries);
  if (errors.length) throw formRefused(errors);
  const country = canonicalCountry(input.form.CountryField, settings);
  const destination = await resolveDestination(deps.delivery, input.form, country, settings, now);
  const code = normalizeCode(input.discount_code);

  // Reads first, outside the transaction: prices are what they are when the order is placed;
  // stock and the code's usage limit are guarded by the conditional updates inside it.
  const phone = `${input.form.CountryNumber}${input.form.MobileNumber}`;
  const [{ rows, codeRow }, customerId, limits] = await Promise.all([
    readPricingInputs(db, input.items, code, deps.warehouse, input.client && { client: input.client, now }),
    orderOwner(db, input.signedInCustomerId ?? null, phone),
    readOrderLimits(deps.settings),
  ]);
  const pricing: PriceCartInput = {
    requested: input.items,
    rows,
    clampToStock: false,
    code,
    codeRow,
    shipping: shippingChoiceOf(destination, country),
    freeShippingAbove: settings.freeShippingAbove,
    now,
  };
  const cart = priceCart(pricing);
  if (
    input.expected_total !== undefined &&
    (cart.changed || cart.totals.grandTotal !== toBaisa(input.expected_total))
  ) {
    const quote = quoteReply(priceCart({ ...pricing, clampToStock: true }), input.language ?? DEFAULT_LANGUAGE);
    throw new ShopperError('ConflictError', text('order.pricesChanged'), { prices_changed: true, quote });
  }
  assertPlaceable(cart, input.form);
  checkOrderSize(limits, cart.items, cart.totals.grandTotal);
  const coupon = cart.discount?.applied ?? null;
  const secret = input.form.PaymentType === CARD ? newPaymentSecret() : null;
  const draft = draftOrder({
    form: input.form,
    country,
    destination,
    customerId,
    warehouse: deps.warehouse,
    now,
    priced: { items: cart.items, totals: cart.totals, shares: cart.shares, couponCode: coupon?.code ?? null },
  });

  const write = () =>
    transactionWithRetry(db, async (trx) => {
      await claimOpenOrderSlot(trx, limits, {
        payment: input.form.PaymentType,
        phone,
        addressKey: draft.order.address_key ?? null,
        idempotencyKey: input.idempotency_key,
      });
      if (coupon && !(await useDiscountCode(trx, coupon.code))) {
        throw new ShopperError('ConflictError', text('order.codeUsedUp', { code: coupon.code }), {
          discount_code: coupon.code,
        });
      }
      const pagesChanged = await takeStock(trx, cart.items, deps.warehouse);
      const orderName = await nextOrderName(deps.autonomous ?? trx, ORDER_CONSTANTS.namingSeries, now);
      await insertOrder(
        trx,
        orderName,
        { key: input.idempotency_key, hash: requestHash },
        {
          ...draft,
          order: {
            ...draft.order,
            payment_secret_hash: secret?.hash ?? null,
            language: input.language ?? DEFAULT_LANGUAGE,
          },
        },
      );
      if (input.form.PaymentType !== CARD)
        await queueOrderMessage(trx, orderName, { kind: 'placed_cod', dedupeKey: 'placed' }, toTimestamp(now));
      return {
        ...draft.order,
        name: orderName,
        custom_payment_verification_check: 0,
        custom_cancelled_payment: 0,
        pagesChanged,
      };
    });
  let written: Awaited<ReturnType<typeof writeOnce<OrderRow & { pagesChanged: string[] }>>>;
  try {
    written = await writeOnce(write, () => findOrderByKey(db, input.idempotency_key));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const first = await findOrderByKey(db, input.idempotency_key);
    if (!first) throw error;
    return replay(deps, first, requestHash);
  }
  if ('stored' in written) return replay(deps, written.stored, requestHash);
  const { placed } = written;
  // Pages show whether an item is in stock (and how many when few are left), not every sale.
  if (placed.pagesChanged.length > 0) bumpCatalogVersion();
  return answer(deps, placed, { created: true, secret: secret?.secret ?? null });
}

/**
 * The order's transaction, written once: when its connection was lost after COMMIT was sent (or
 * the retry lost it again), the key tells whether it committed: that order is the answer; if not,
 * nothing was written and the transaction runs once more (db/reconnecting-pool.ts waits for the database).
 */
async function writeOnce<T>(
  write: () => Promise<T>,
  find: () => Promise<KeyedOrderRow | undefined>,
): Promise<{ placed: T } | { stored: KeyedOrderRow }> {
  try {
    return { placed: await write() };
  } catch (error) {
    if (!(error instanceof DatabaseUnavailableError) && !isConnectionError(error)) throw error;
    const stored = await find();
    return stored ? { stored } : { placed: await write() };
  }
}

/**
 * What stops an order before anything is written: an item not sold (any more) or a code that
 * cannot be used is a 409 naming it (a code that only takes nothing off this cart is dropped,
 * SPEC §9, and billed without); a card order below the provider's minimum is a 400.
 */
function assertPlaceable(cart: PricedCart, form: CheckoutFields): void {
  const gone = cart.lines.find((l) => l.status === 'unavailable');
  if (gone)
    throw new ShopperError('ConflictError', text('order.itemGone', { code: gone.item_code }), {
      item_code: gone.item_code,
    });
  if (cart.discount?.status === 'invalid') {
    const why = text('order.codeRefused', { code: cart.discount.code, reason: cart.discount.reason ?? '' });
    throw new ShopperError('ConflictError', why, { discount_code: cart.discount.code });
  }
  if (form.PaymentType === CARD && !cardCanPay(cart.totals.grandTotal)) {
    const why = text('order.cardMinimum', { amount: amount(CARD_MINIMUM_TOTAL) });
    throw new ShopperError('ValidationError', why, { field: 'PaymentType', card_minimum: toRial(CARD_MINIMUM_TOTAL) });
  }
}

/**
 * The reply to a placement. A card order still to be paid gets its payment page and the secret
 * that reopens it: the one just made, or (a replay, by whoever holds the idempotency key and the
 * same request) a new one replacing it.
 */
async function answer(
  deps: OrdersDeps,
  order: OrderRow,
  placed: { created: boolean; secret: string | null },
): Promise<PlacedOrder> {
  const summary = { name: order.name, payment_method: order.payment_method, grand_total: toRial(order.grand_total) };
  const payable =
    order.payment_method === CARD && !order.custom_payment_verification_check && !order.custom_cancelled_payment;
  let payment: PlacedOrder['payment'] = null;
  if (payable) {
    let link: PaymentLink;
    try {
      link = await openPaymentSession(deps.payments, order.name);
    } catch (error) {
      if (!(error instanceof DomainError) || error.kind !== 'PaymentProviderError') throw error;
      const reason = error instanceof ShopperError ? error.text : error.message;
      throw new ShopperError('PaymentProviderError', text('order.savedUnpaid', { reason, order: order.name }), {
        order_id: order.name,
      });
    }
    payment = { ...link, payment_secret: placed.secret ?? (await rotatePaymentSecret(deps.db, order.name)) };
  }
  return { order: summary, payment, created: placed.created };
}
