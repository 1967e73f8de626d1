import type { ClientAddress } from '../rate-limit/client-address';
import type { Language } from '@shop/domain/language';
import type { CheckoutFields } from '@shop/domain/schemas/checkout';

/** An order request as the orders route hands it to placeOrder. */
export interface PlaceOrderInput {
  idempotency_key: string;
  items: { item_code: string; quantity: number; shown_price?: number | undefined }[];
  discount_code?: string | undefined;
  form: CheckoutFields;
  /** The shopper's session customer, if signed in (never from the body): see order-owner.ts. */
  signedInCustomerId?: number | null;
  /** Rial: the grand total the shopper saw (see placeOrderBodySchema). */
  expected_total?: number | undefined;
  /** The request's language, for the texts inside a reply (a 409's quote); English when absent. Not part of what the order is. */
  language?: Language;
  /** Who sent it, for the refused-code limit an order's discount code counts toward (discount-attempts.ts). Not part of what the order is. */
  client?: ClientAddress;
}
