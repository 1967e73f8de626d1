import type { CheckoutFields } from '@shop/domain/schemas/checkout';
import { type Quote, type QuoteForm, quoteSchema } from '@shop/domain/schemas/order-quote';

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

/** What the server says it charged (rial, 3 decimals), computed from the database. */
export interface PlacedOrder {
  name: string;
  payment_method: string;
  grand_total: number;
}

export interface PlaceOrderResult {
  order: PlacedOrder;
  /** Present for card orders: the provider's hosted page, and the secret that alone reopens it. */
  payment: { session_url: string; client_reference_id: string; payment_secret: string } | null;
}

export interface PaymentCheck {
  payment_status: 'paid' | 'cancelled' | 'unpaid';
  order_id: string;
  session_url: string | null;
  total_amount: number;
  /** Paid at the provider, but the order had been cancelled: it is refunded, never confirmed. */
  refund_due: boolean;
}

export type ApiOutcome<T> = { ok: true; data: T } | { ok: false; status: number; message: string; details?: unknown };

async function postJson<T>(path: string, body: unknown, signal?: AbortSignal): Promise<ApiOutcome<T>> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body), signal });
  } catch {
    return { ok: false, status: 0, message: 'Request Failed.' };
  }
  const json = (await response.json().catch(() => null)) as { data?: T; error?: { message?: string; details?: unknown } } | null;
  if (response.ok && json?.data) return { ok: true, data: json.data };
  return { ok: false, status: response.status, message: json?.error?.message ?? 'Something went wrong.', details: json?.error?.details };
}

/** POST /api/orders: the server prices, checks stock, writes the order and (card) opens a payment session. */
export const placeOrder = (input: PlaceOrderInput) => postJson<PlaceOrderResult>('/api/orders', input);

/** POST /api/orders/quote: what placing this cart would bill now; the answer is parsed, never cast. */
export async function quoteCart(input: QuoteInput, signal?: AbortSignal): Promise<ApiOutcome<Quote>> {
  const result = await postJson<unknown>('/api/orders/quote', input, signal);
  if (!result.ok) return result;
  const parsed = quoteSchema.safeParse(result.data);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: 502, message: 'Something went wrong.' };
}

/**
 * The 409 for an order that would no longer bill what the shopper saw (a price, the stock or the
 * code changed meanwhile): its new quote, parsed; null for any other failure.
 */
export function changedQuote(result: ApiOutcome<unknown>): Quote | null {
  if (result.ok || result.status !== 409) return null;
  const details = result.details as { prices_changed?: unknown; quote?: unknown } | undefined;
  if (details?.prices_changed !== true) return null;
  const parsed = quoteSchema.safeParse(details.quote);
  return parsed.success ? parsed.data : null;
}

/** The 409 for an idempotency key that already placed a different order (the cart or form changed since). */
export const isReusedOrderKey = (result: ApiOutcome<unknown>): boolean =>
  !result.ok && result.status === 409 && (result.details as { idempotency_key?: unknown } | undefined)?.idempotency_key === 'reused';

/**
 * Why a payment could not be checked: `not-found` when the server refused the reference (malformed,
 * 400, or unknown, 404: asking again cannot help), `unavailable` when asking again may (no answer,
 * a 5xx such as the provider being down, a rate limit), with the server's message.
 */
export type PaymentVerifyOutcome =
  | { ok: true; data: PaymentCheck }
  | { ok: false; kind: 'not-found' }
  | { ok: false; kind: 'unavailable'; message: string };

const isTransient = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

/** POST /api/thawani-verify: the server reads the session from the provider and applies it once. */
export async function verifyPayment(cuid: string): Promise<PaymentVerifyOutcome> {
  const result = await postJson<PaymentCheck>('/api/thawani-verify', { cuid });
  if (result.ok) return result;
  return isTransient(result.status) ? { ok: false, kind: 'unavailable', message: result.message } : { ok: false, kind: 'not-found' };
}
