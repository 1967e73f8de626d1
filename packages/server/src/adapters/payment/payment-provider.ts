/**
 * Card payments through a hosted checkout page (Thawani Pay, or the built-in sandbox that
 * speaks the same API). Amounts are integer baisa, as the provider takes them.
 */
export type PaymentStatus = 'unpaid' | 'paid' | 'cancelled';

export interface CheckoutProduct {
  name: string;
  quantity: number;
  /** Baisa per unit. */
  unit_amount: number;
}

export interface CreateSessionInput {
  client_reference_id: string;
  products: CheckoutProduct[];
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
}

export interface CheckoutSession {
  session_id: string;
  client_reference_id: string;
  payment_status: PaymentStatus;
  /** Baisa. */
  total_amount: number;
  metadata: Record<string, string>;
}

/** A payment taken through a checkout session (Thawani: GET /api/v1/payments?checkout_invoice=…). */
export interface ProviderPayment {
  payment_id: string;
  /** Baisa. */
  amount: number;
  /** 'successful' once the money is taken. */
  status: string;
}

/** Thawani's refund body (POST /api/v1/refunds): amount in baisa; without it, the whole payment. */
interface CreateRefundInput {
  payment_id: string;
  amount: number;
  reason: string;
  metadata: Record<string, string>;
}

export interface ProviderRefund {
  refund_id: string;
  payment_id: string;
  /** Baisa. */
  amount: number;
  status: 'successful' | 'failed';
}

export interface PaymentProvider {
  readonly name: 'thawani' | 'sandbox';
  createSession(input: CreateSessionInput): Promise<CheckoutSession>;
  getSession(sessionId: string): Promise<CheckoutSession>;
  getSessionByReference(clientReferenceId: string): Promise<CheckoutSession>;
  /**
   * Closes an unpaid session so its hosted page can no longer take a payment (its status becomes
   * 'cancelled'). Throws PaymentProviderError when the provider refuses (e.g. already paid).
   */
  cancelSession(sessionId: string): Promise<void>;
  /** The successful payment of a paid session, or null when none is recorded. */
  findPayment(sessionId: string): Promise<ProviderPayment | null>;
  /** Returns (part of) a payment to the card. Throws PaymentProviderError when refused. */
  createRefund(input: CreateRefundInput): Promise<ProviderRefund>;
  /** A refund by the provider's id (GET /api/v1/refunds/{id}), or null when it has none by that id. */
  getRefund(refundId: string): Promise<ProviderRefund | null>;
  /** The hosted page the shopper is sent to. */
  hostedPageUrl(sessionId: string): string;
}

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * Thawani's checkout-session limits on each product line, as its API reference gives them for
 * "Create Session" products[] and its client libraries repeat them (e.g. the thawani_payment
 * package: unit_amount "the price by Baisa, >=100 <=5000000000", quantity ">=1 <=100"); names
 * are cut at 40 characters. The sandbox enforces the same.
 */
export const PRODUCT_NAME_MAX = 40;
export const MIN_UNIT_AMOUNT = 100;
export const MAX_PRODUCT_QUANTITY = 100;

/**
 * The smallest order total a card payment can take: a session needs at least one product line
 * of at least MIN_UNIT_AMOUNT, and the whole order can always be sent as one such line
 * (checkout-products.ts), so OMR 0.100. Below it an order must be refused before anything is
 * written, or it would hold stock and a code use with no way to pay.
 */
export const CARD_MINIMUM_TOTAL = MIN_UNIT_AMOUNT;

export function providerProductName(name: string): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  return clean.length <= PRODUCT_NAME_MAX ? clean : `${clean.slice(0, PRODUCT_NAME_MAX - 1).trimEnd()}…`;
}
