import type { CheckoutFields } from '@shop/domain/schemas/checkout';
import { type Quote, type QuoteForm, quoteSchema } from '@shop/domain/schemas/order-quote';
import { z } from 'zod';
import {
  type ApiOutcome,
  type ReplyData,
  api,
  envelopeData,
  outcomeOf,
  sameOrigin,
  unreadableReply,
} from '../api/client';
import { deviceId } from './device-id';

/** A cart line as the server is asked about it: the unit price (rial) the shopper was shown is only compared. */
export interface CartLineRef {
  item_code: string;
  quantity: number;
  shown_price: number;
}

export interface PlaceOrderInput {
  idempotency_key: string;
  items: CartLineRef[];
  discount_code?: string;
  form: CheckoutFields;
  /** Rial: the grand total the page showed; the server refuses (409, with a new quote) to bill anything else. */
  expected_total: number;
}

export interface QuoteInput {
  items: CartLineRef[];
  discount_code?: string;
  form?: QuoteForm;
}

/** What the server says it charged (rial, 3 decimals), computed from the database; for card orders the payment page and its secret. */
export type PlaceOrderResult = ReplyData<'/api/orders', 'post'>;

/** refund_due: paid at the provider, but the order had been cancelled: it is refunded, never confirmed. */
export type PaymentCheck = ReplyData<'/api/thawani-verify', 'post'>;

export type { ApiOutcome };

const placedSchema: z.ZodType<PlaceOrderResult> = z.object({
  order: z.object({ name: z.string(), payment_method: z.string(), grand_total: z.number() }),
  payment: z
    .object({ session_url: z.string(), client_reference_id: z.string(), payment_secret: z.string() })
    .nullable(),
});

const paymentCheckSchema: z.ZodType<PaymentCheck> = z.object({
  payment_status: z.enum(['paid', 'cancelled', 'unpaid']),
  order_id: z.string(),
  session_url: z.string().nullable(),
  total_amount: z.number(),
  refund_due: z.boolean(),
});

/** POST /api/orders: the server prices, checks stock, writes the order and (card) opens a payment session. The browser's device id goes with it. */
export const placeOrder = (input: PlaceOrderInput): Promise<ApiOutcome<PlaceOrderResult>> =>
  outcomeOf(
    () => api.POST('/api/orders', { body: input, headers: { 'x-device-id': deviceId() }, ...sameOrigin() }),
    envelopeData(placedSchema),
  );

/**
 * A placement that may have reached no decision yet: no answer (status 0), the balancer finding no
 * node (502, 504), or the database away longer than the node waits (503). Sending the same request
 * with the same idempotency key again places the order at most once.
 */
export const isPlacementInDoubt = (result: ApiOutcome<unknown>): boolean =>
  !result.ok && [0, 502, 503, 504].includes(result.status);

/** POST /api/orders/quote: what placing this cart would bill now; the answer is parsed, never cast. */
export async function quoteCart(input: QuoteInput, signal?: AbortSignal): Promise<ApiOutcome<Quote>> {
  const result = await outcomeOf(
    () => api.POST('/api/orders/quote', { body: input, signal, ...sameOrigin() }),
    envelopeData(z.unknown()),
  );
  if (!result.ok) return result;
  const parsed = quoteSchema.safeParse(result.data);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, ...unreadableReply() };
}

/**
 * The 409 for an order that would no longer bill what the shopper saw (a price, the stock or the
 * code changed meanwhile): its new quote, parsed; null for any other failure.
 */
export function changedQuote(result: ApiOutcome<unknown>): Quote | null {
  if (result.ok || result.code !== 'order.prices_changed') return null;
  const parsed = quoteSchema.safeParse((result.details as { quote?: unknown } | undefined)?.quote);
  return parsed.success ? parsed.data : null;
}

/** The 409 for an idempotency key that already placed a different order (the cart or form changed since). */
export const isReusedOrderKey = (result: ApiOutcome<unknown>): boolean =>
  !result.ok && result.code === 'order.key_reused';

/**
 * Why a payment could not be checked: `not-found` when the server refused the reference (malformed,
 * 400, or unknown, 404: asking again cannot help), `unavailable` when asking again may (no answer,
 * a 5xx such as the provider being down, a rate limit), with the server's message.
 */
export type PaymentVerifyOutcome =
  | { ok: true; data: PaymentCheck }
  | { ok: false; kind: 'not-found' }
  | { ok: false; kind: 'unavailable'; code: string; message: string; language: string };

const isTransient = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

/** POST /api/thawani-verify: the server reads the session from the provider and applies it once. */
export async function verifyPayment(cuid: string): Promise<PaymentVerifyOutcome> {
  const result = await outcomeOf(
    () => api.POST('/api/thawani-verify', { body: { cuid }, ...sameOrigin() }),
    envelopeData(paymentCheckSchema),
  );
  if (result.ok) return result;
  return isTransient(result.status)
    ? { ok: false, kind: 'unavailable', code: result.code, message: result.message, language: result.language }
    : { ok: false, kind: 'not-found' };
}
