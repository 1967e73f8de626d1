import { REFUND_STATUS } from '@shop/domain/order-refunds';

/**
 * The fixed values every web order carries (SPEC §3 'Sales order payload': "fixed customer,
 * company and cost centre, price list and warehouse, order type 'Sales' … a 5% VAT tax line").
 * The warehouse comes from configuration (STORE_WAREHOUSE); the rest is the shop's books.
 */
export const ORDER_CONSTANTS = {
  namingSeries: 'SAL-ORD-.YYYY.-',
  customer: 'Website Customer',
  company: 'Gulf Glow',
  costCenter: 'Main - GG',
  priceList: 'Standard Selling',
  orderType: 'Sales',
  itemTaxTemplate: 'Oman VAT 5% - GG',
  vatAccountHead: 'VAT 5% - GG',
  vatChargeType: 'On Net Total',
  vatDescription: 'VAT 5%',
} as const;

export const REFUND_DUE = REFUND_STATUS.due;
export const REFUND_DONE = REFUND_STATUS.done;

export const PAYMENT_STATUS_TEXT = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  cancelled: 'Cancelled',
} as const;

/** 'SAL-ORD-.YYYY.-' and 2026 → 'SAL-ORD-2026-' (Frappe's naming series placeholders). */
export function seriesPrefix(series: string, now: Date): string {
  return series.replace('.YYYY.', String(now.getUTCFullYear())).replace(/\.+/g, '');
}

export function orderName(prefix: string, counter: number): string {
  return `${prefix}${String(counter).padStart(5, '0')}`;
}
