import { toRial } from '@shop/domain/money';
import type { QuoteForm } from '@shop/domain/schemas/order-quote';
import type { CartLineRef } from '@/lib/browser/order-api';
import type { CartLine, VerifiedDiscount } from './cart-types';

/** The cart lines as the server is asked about them, with the unit price each one shows. */
export function cartLineRefs(items: CartLine[]): CartLineRef[] {
  return items.map((l) => ({
    item_code: l.product.itemCode,
    quantity: l.quantity,
    shown_price: toRial(l.product.salePrice),
  }));
}

/**
 * What a quote answers for: the items and quantities, the code and the destination. Prices are
 * left out: a quote brings them up to date, and that must not ask for another quote.
 */
export function quoteKey(items: CartLine[], discount: VerifiedDiscount | null, form: QuoteForm | null): string {
  return JSON.stringify([items.map((l) => [l.product.itemCode, l.quantity]), discount?.code ?? null, form]);
}
