import { type Baisa, formatOMR, toBaisa } from './money';
import {
  DEFAULT_ORDER_LIMITS,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  type OrderLimitName,
  type OrderLimitsSetting,
} from './order-limit-defaults';
import type { PaymentType } from './payment-types';

export {
  DEFAULT_ORDER_LIMITS,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  type OrderLimitName,
  type OrderLimitsSetting,
  lineQuantityCap,
} from './order-limit-defaults';

/**
 * How much of the shop one shopper can hold with orders nobody has paid for or confirmed yet
 * (issue 13, "one anonymous client cannot exhaust the shop"). Stock is taken when an order is
 * placed; a card order gives it back when unpaid for an hour, a cash-on-delivery order when the
 * team has not confirmed it by phone within `cod_confirmation_hours`. These caps bound what a
 * stranger can take meanwhile: per line, per order, and per phone number or delivery address.
 *
 * Stored as the site setting `order_limits` (staff edit it in the back-office settings page),
 * in the storefront's wire shape: snake_case, money in rial. Missing or bad values fall back
 * to the defaults (order-limit-defaults.ts), each chosen for a beauty shop: nobody buys more than ten of one cream
 * at retail, thirty different products is a very large basket, OMR 500 is many times the
 * average order, and a real shopper rarely has more than two orders waiting for the call.
 */
export const ORDER_LIMITS_SETTING = 'order_limits';

/** What staff may set each limit to: whole numbers, or OMR with at most 3 decimals. */
export const ORDER_LIMIT_RANGES: Readonly<
  Record<OrderLimitName, { label: string; min: number; max: number; omr?: true }>
> = {
  max_units_per_line: { label: 'Units of one product per order', min: 1, max: MAX_LINE_QUANTITY },
  max_lines_per_order: { label: 'Products per order', min: 1, max: MAX_ORDER_LINES },
  max_unconfirmed_order_value: { label: 'The largest unconfirmed order', min: 1, max: 100_000, omr: true },
  max_open_cod_per_phone: { label: 'Open cash-on-delivery orders per phone', min: 1, max: 50 },
  max_open_cod_per_address: { label: 'Open cash-on-delivery orders per address', min: 1, max: 50 },
  max_open_card_per_phone: { label: 'Unpaid card orders per phone', min: 1, max: 50 },
  cod_confirmation_hours: { label: 'Hours to confirm a cash-on-delivery order', min: 1, max: 24 * 30 },
};

/** Why a value cannot be this limit, or null when it can. */
export function orderLimitProblem(name: OrderLimitName, value: unknown): string | null {
  const { label, min, max, omr } = ORDER_LIMIT_RANGES[name];
  if (typeof value !== 'number' || !Number.isFinite(value))
    return omr ? `${label} must be a number in OMR` : `${label} must be a whole number`;
  if (omr && Math.abs(Math.round(value * 1000) - value * 1000) > 1e-6) return `${label} may have at most 3 decimals`;
  if (!omr && !Number.isInteger(value)) return `${label} must be a whole number`;
  if (value < min)
    return omr ? `${label} must be at least ${formatOMR(toBaisa(min))}` : `${label} must be at least ${min}`;
  if (value > max) return omr ? `${label} is too large` : `${label} must be at most ${max}`;
  return null;
}

/** The stored setting, read leniently: each missing or invalid value is its default. */
export function orderLimitsFromSetting(value: unknown): OrderLimitsSetting {
  const stored = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const limits = { ...DEFAULT_ORDER_LIMITS };
  for (const name of Object.keys(ORDER_LIMIT_RANGES) as OrderLimitName[]) {
    if (orderLimitProblem(name, stored[name]) === null) limits[name] = stored[name] as number;
  }
  return limits;
}

/** Why an order is refused: the limit by its setting name and its value; the server words it in the shopper's language. */
export interface LimitRefusal {
  limit: OrderLimitName;
  max: number;
}

/** Lines and units: what the cart itself can respect before anything is priced. */
export function orderSizeRefusal(
  limits: OrderLimitsSetting,
  lines: readonly { name: string; quantity: number }[],
): LimitRefusal | null {
  const maxLines = limits.max_lines_per_order;
  if (lines.length > maxLines) {
    return {
      limit: 'max_lines_per_order',
      max: maxLines,
    };
  }
  const maxUnits = limits.max_units_per_line;
  const over = lines.find((l) => l.quantity > maxUnits);
  if (over) {
    return {
      limit: 'max_units_per_line',
      max: maxUnits,
    };
  }
  return null;
}

/** The billed total of an order nobody has paid for or confirmed yet. */
export function orderValueRefusal(limits: OrderLimitsSetting, grandTotal: Baisa): LimitRefusal | null {
  const max = toBaisa(limits.max_unconfirmed_order_value);
  if (grandTotal <= max) return null;
  return {
    limit: 'max_unconfirmed_order_value',
    max: limits.max_unconfirmed_order_value,
  };
}

/** Orders already waiting (unconfirmed cash on delivery, or unpaid card) for the new order's phone and address. */
export interface OpenOrderCounts {
  phone: number;
  /** Null when the order has no delivery address to count by (pickup, or no address text). */
  address: number | null;
}

/** One more open order for this phone (and address) is refused once the count is at the limit. */
export function openOrdersRefusal(
  limits: OrderLimitsSetting,
  payment: PaymentType,
  counts: OpenOrderCounts,
): LimitRefusal | null {
  if (payment === 'COD') {
    const perPhone = limits.max_open_cod_per_phone;
    if (counts.phone >= perPhone) {
      return {
        limit: 'max_open_cod_per_phone',
        max: perPhone,
      };
    }
    const perAddress = limits.max_open_cod_per_address;
    if (counts.address !== null && counts.address >= perAddress) {
      return {
        limit: 'max_open_cod_per_address',
        max: perAddress,
      };
    }
    return null;
  }
  const perPhone = limits.max_open_card_per_phone;
  if (counts.phone >= perPhone) {
    return {
      limit: 'max_open_card_per_phone',
      max: perPhone,
    };
  }
  return null;
}

/**
 * The delivery address an order is counted under: country, zone and the address text with case,
 * spaces and punctuation ignored ("Way 123, House 4" and "way 123 house 4" are one address).
 * Null without address text: a zone alone is a whole neighbourhood, too wide to limit.
 */
export function deliveryAddressKey(address: {
  country: string;
  zone: string | null;
  address: string | null;
}): string | null {
  const text = (address.address ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
  if (!text) return null;
  return `${address.country.trim().toLowerCase()}|${address.zone ?? ''}|${text}`;
}
