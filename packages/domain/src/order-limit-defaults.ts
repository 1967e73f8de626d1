/**
 * The order limits' shape and defaults (order-limits.ts explains each), apart from the staff-facing
 * bounds and checks, so the shop's cart can read its cap without shipping those to the browser.
 */
export interface OrderLimitsSetting {
  max_units_per_line: number;
  max_lines_per_order: number;
  /** Rial (3 decimals), like free_shipping_above. */
  max_unconfirmed_order_value: number;
  max_open_cod_per_phone: number;
  max_open_cod_per_address: number;
  max_open_card_per_phone: number;
  cod_confirmation_hours: number;
}

export type OrderLimitName = keyof OrderLimitsSetting;

export const DEFAULT_ORDER_LIMITS: Readonly<OrderLimitsSetting> = {
  max_units_per_line: 10,
  max_lines_per_order: 30,
  max_unconfirmed_order_value: 500,
  max_open_cod_per_phone: 2,
  max_open_cod_per_address: 3,
  max_open_card_per_phone: 3,
  cod_confirmation_hours: 48,
};

/**
 * The request's own caps (schemas/checkout.ts): no order is ever larger, whatever the settings.
 * The shop's limits sit below them.
 */
export const MAX_ORDER_LINES = 100;
export const MAX_LINE_QUANTITY = 999;

/** SPEC §4 lets a cart line grow while below the stock; the shop also caps it at max_units_per_line. */
export function lineQuantityCap(stock: number, maxUnitsPerLine: number): number {
  return Math.max(0, Math.min(Math.trunc(stock), maxUnitsPerLine));
}
