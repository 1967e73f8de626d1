import { VAT_RATE_PERCENT } from '@shop/domain/cart-totals';
import {
  CARD_MINIMUM_TOTAL,
  type CheckoutProduct,
  MAX_PRODUCT_QUANTITY,
  MIN_UNIT_AMOUNT,
  providerProductName,
} from '../../adapters/payment/payment-provider';
import { ShopperError, amount, text } from '../../i18n/shopper-text';

export interface StoredOrder {
  name: string;
  vat_amount: number;
  shipping_amount: number;
  grand_total: number;
}

export interface StoredOrderItem {
  item_name: string;
  qty: number;
  amount: number;
  distributed_discount_amount: number;
}

/**
 * The products a payment session lists for a stored order (SPEC §9: integer baisa, VAT and
 * shipping as separate lines), summing to its grand total exactly. A line whose discounted
 * amount does not split evenly over its units, or of more units than the provider takes on a
 * line, is sent as one line of all its units; if any line would fall under the provider's
 * minimum unit amount, the whole order goes as one line. Placement refuses card orders below
 * CARD_MINIMUM_TOTAL before writing them; this refusal is the last guard.
 */
export function checkoutProducts(order: StoredOrder, items: StoredOrderItem[]): CheckoutProduct[] {
  if (order.grand_total < CARD_MINIMUM_TOTAL) {
    throw new ShopperError('ValidationError', text('payment.cardMinimum', { amount: amount(CARD_MINIMUM_TOTAL) }));
  }
  const products: CheckoutProduct[] = [];
  for (const item of items) {
    const amount = item.amount - item.distributed_discount_amount;
    if (amount <= 0) continue;
    products.push(
      amount % item.qty === 0 && item.qty <= MAX_PRODUCT_QUANTITY
        ? { name: providerProductName(item.item_name), quantity: item.qty, unit_amount: amount / item.qty }
        : { name: providerProductName(`${item.qty} × ${item.item_name}`), quantity: 1, unit_amount: amount },
    );
  }
  if (order.vat_amount > 0)
    products.push({ name: `VAT ${VAT_RATE_PERCENT}%`, quantity: 1, unit_amount: order.vat_amount });
  if (order.shipping_amount > 0) products.push({ name: 'Delivery', quantity: 1, unit_amount: order.shipping_amount });
  const sum = products.reduce((total, p) => total + p.quantity * p.unit_amount, 0);
  if (sum !== order.grand_total || products.some((p) => p.unit_amount < MIN_UNIT_AMOUNT)) {
    return [{ name: providerProductName(`Order ${order.name}`), quantity: 1, unit_amount: order.grand_total }];
  }
  return products;
}
