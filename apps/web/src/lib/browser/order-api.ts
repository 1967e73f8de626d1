import type { CheckoutFields } from '@shop/domain/schemas/checkout';

export interface PlaceOrderInput {
  idempotency_key: string;
  items: { item_code: string; quantity: number }[];
  discount_code?: string;
  form: CheckoutFields;
}

/** What the server says it charged (rial, 3 decimals), computed from the database. */
export interface PlacedOrder {
  name: string;
  payment_method: string;
  grand_total: number;
}

export interface PlaceOrderResult {
  order: PlacedOrder;
  /** Present for card orders: the provider's hosted page. */
  payment: { session_url: string; client_reference_id: string } | null;
}

export interface PaymentCheck {
  payment_status: 'paid' | 'cancelled' | 'unpaid';
  order_id: string;
  session_url: string | null;
  total_amount: number;
}

export type ApiOutcome<T> = { ok: true; data: T } | { ok: false; status: number; message: string; details?: unknown };

async function postJson<T>(path: string, body: unknown): Promise<ApiOutcome<T>> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
  } catch {
    return { ok: false, status: 0, message: 'Request Failed.' };
  }
  const json = (await response.json().catch(() => null)) as { data?: T; error?: { message?: string; details?: unknown } } | null;
  if (response.ok && json?.data) return { ok: true, data: json.data };
  return { ok: false, status: response.status, message: json?.error?.message ?? 'Something went wrong.', details: json?.error?.details };
}

/** POST /api/orders: the server prices, checks stock, writes the order and (card) opens a payment session. */
export const placeOrder = (input: PlaceOrderInput) => postJson<PlaceOrderResult>('/api/orders', input);

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
