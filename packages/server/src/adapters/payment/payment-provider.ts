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

export interface PaymentProvider {
  readonly name: 'thawani' | 'sandbox';
  createSession(input: CreateSessionInput): Promise<CheckoutSession>;
  getSession(sessionId: string): Promise<CheckoutSession>;
  getSessionByReference(clientReferenceId: string): Promise<CheckoutSession>;
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

/** Thawani: product names are at most 40 characters; unit amounts at least 100 baisa. */
export const PRODUCT_NAME_MAX = 40;
export const MIN_UNIT_AMOUNT = 100;

export function providerProductName(name: string): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  return clean.length <= PRODUCT_NAME_MAX ? clean : `${clean.slice(0, PRODUCT_NAME_MAX - 1).trimEnd()}…`;
}
