import {
  type AppliedDiscount,
  type CartTotals,
  type DiscountType,
  type PricedLine,
  computeCartTotals,
} from '@shop/domain/cart-totals';
import { allocateDiscount } from '@shop/domain/discount-allocation';
import { type Baisa, toBaisa } from '@shop/domain/money';
import type { QuoteDiscountStatus, QuoteLineStatus } from '@shop/domain/schemas/order-quote';
import { type ShippingMethod, computeShipping } from '@shop/domain/shipping';
import type { DiscountCode } from '../../db/schema';
import type { ShopperText } from '../../i18n/shopper-text';
import { cartRefusal, codeRefusal } from '../discounts/discount-rules';
import type { Destination, OrderItemSource } from './order-draft';
import type { SellableRow } from './orders.repository';

/** A cart line as the client asks for it: the unit price it showed is only compared, never billed. */
export interface RequestedLine {
  item_code: string;
  quantity: number;
  /** Rial. */
  shown_price?: number | undefined;
}

/** Where the order goes, as far as shipping needs it; null when it is not known yet (the cart page). */
export interface ShippingChoice {
  country: string;
  method: ShippingMethod;
  /** The chosen Oman zone's customer price, when a zone is chosen. */
  zonePrice: Baisa | null;
}

interface CartLinePrice {
  item_code: string;
  status: QuoteLineStatus;
  name: string | null;
  /** The Arabic name, where one is written: what an Arabic page's quote shows (orders keep the English). */
  nameAr: string | null;
  salePrice: Baisa | null;
  regularPrice: Baisa | null;
  stock: number;
  requested: number;
  /** The quantity priced (0 for a line that cannot be had). */
  quantity: number;
  shownPrice: Baisa | null;
  priceChanged: boolean;
}

interface DiscountDecision {
  code: string;
  status: QuoteDiscountStatus;
  /** Why the code is invalid or dropped; null when it applies. */
  reason: ShopperText | null;
  type: DiscountType | null;
  /** The code's stored value: percent, baisa (fixed) or 0 (shipping). */
  value: number;
  /** What the totals take off: the code when it applies, else nothing. */
  applied: AppliedDiscount | null;
}

export interface PricedCart {
  lines: CartLinePrice[];
  /** The lines that are priced, in the asked order: what an order of this cart holds. */
  items: OrderItemSource[];
  discount: DiscountDecision | null;
  totals: CartTotals;
  /** The discount's share of each item (same order as items). */
  shares: Baisa[];
  shippingKnown: boolean;
  /** Some line is not as asked: no longer sold, fewer left than asked, or its price is not the one shown. */
  changed: boolean;
}

export interface PriceCartInput {
  requested: RequestedLine[];
  rows: Map<string, SellableRow>;
  /**
   * Quote: a line priced at no more than its stock, and a line with none left left out.
   * Placement: every sold line at the asked quantity (stock is taken, or refused, atomically later).
   */
  clampToStock: boolean;
  code: string | null;
  codeRow: DiscountCode | undefined;
  shipping: ShippingChoice | null;
  freeShippingAbove: Baisa;
  now: Date;
}

/** The shipping choice an order's checked destination makes. */
export function shippingChoiceOf(destination: Destination, country: string): ShippingChoice {
  if (destination.kind === 'pickup') return { country, method: 'Pick up from Store', zonePrice: null };
  return { country, method: 'Delivery', zonePrice: destination.kind === 'oman-zone' ? destination.zonePrice : null };
}

function linePrice(line: RequestedLine, row: SellableRow | undefined, clampToStock: boolean): CartLinePrice {
  const shownPrice = line.shown_price === undefined ? null : toBaisa(line.shown_price);
  if (!row || row.custom_sale_price === null) {
    return {
      item_code: line.item_code,
      status: 'unavailable',
      name: null,
      nameAr: null,
      salePrice: null,
      regularPrice: null,
      stock: 0,
      requested: line.quantity,
      quantity: 0,
      shownPrice,
      priceChanged: false,
    };
  }
  const stock = Math.max(0, row.custom_stock_available);
  const status: QuoteLineStatus = clampToStock && stock === 0 ? 'out_of_stock' : 'ok';
  return {
    item_code: row.item_code,
    status,
    name: row.web_item_name || row.item_name,
    nameAr: row.web_item_name_ar ?? null,
    salePrice: row.custom_sale_price,
    regularPrice: row.custom_regular_price,
    stock,
    requested: line.quantity,
    quantity: status !== 'ok' ? 0 : clampToStock ? Math.min(line.quantity, stock) : line.quantity,
    shownPrice,
    priceChanged: shownPrice !== null && shownPrice !== row.custom_sale_price,
  };
}

/**
 * What a discount code does to these lines (SPEC §9). A code that cannot be used at all (unknown,
 * inactive, outside its dates, used up) is 'invalid'; a usable code that takes nothing off this
 * cart (a fixed amount above the subtotal, a percentage with every line already on sale, an
 * empty cart) is 'dropped': "A fixed discount applies only if its amount does not exceed the
 * subtotal", so the order is billed without it, and no use of the code is counted.
 */
function decideDiscount(row: DiscountCode | undefined, code: string, lines: PricedLine[], now: Date): DiscountDecision {
  const refused = codeRefusal(row, code, now);
  if (refused || !row) {
    return {
      code: refused?.code ?? code,
      status: 'invalid',
      reason: refused?.reason ?? null,
      type: refused?.type ?? null,
      value: 0,
      applied: null,
    };
  }
  const type = row.type as DiscountType;
  const dropped = cartRefusal(row, lines);
  if (dropped)
    return { code: row.code, status: 'dropped', reason: dropped.reason, type, value: row.value, applied: null };
  return {
    code: row.code,
    status: 'applied',
    reason: null,
    type,
    value: row.value,
    applied: { code: row.code, type, value: row.value },
  };
}

/**
 * The one pricing of an order (SPEC §9), for the quote and for placement alike: each line's
 * price and stock from the database, the discount decided on the priced lines, shipping from
 * the destination (none while it is unknown), 5% VAT after the discount, the discount spread
 * over the lines it applies to.
 */
export function priceCart(input: PriceCartInput): PricedCart {
  const lines = input.requested.map((line) => linePrice(line, input.rows.get(line.item_code), input.clampToStock));
  const items: OrderItemSource[] = [];
  for (const line of lines) {
    const row = input.rows.get(line.item_code);
    if (line.status !== 'ok' || !row || line.salePrice === null || line.regularPrice === null) continue;
    items.push({
      item_code: row.item_code,
      item_name: line.name ?? row.item_code,
      item_name_ar: line.nameAr,
      image: row.website_image,
      stock_uom: row.stock_uom,
      salePrice: line.salePrice,
      regularPrice: line.regularPrice,
      dangerousGood: Boolean(row.custom_is_dangerous_good_),
      quantity: line.quantity,
    });
  }
  const priced: PricedLine[] = items.map((i) => ({
    itemCode: i.item_code,
    salePrice: i.salePrice,
    regularPrice: i.regularPrice,
    quantity: i.quantity,
    dangerousGood: i.dangerousGood,
  }));
  const discount = input.code ? decideDiscount(input.codeRow, input.code, priced, input.now) : null;
  const applied = discount?.applied ?? null;
  const subTotal = priced.reduce((sum, l) => sum + l.salePrice * l.quantity, 0);
  const shippingKnown = input.shipping !== null && items.length > 0;
  const shipping =
    shippingKnown && input.shipping
      ? computeShipping({
          country: input.shipping.country,
          method: input.shipping.method,
          subTotal,
          freeShippingAbove: input.freeShippingAbove,
          discountType: applied?.type ?? null,
          zoneCustomerPrice: input.shipping.zonePrice,
          hasDangerousGood: priced.some((l) => l.dangerousGood),
        })
      : 0;
  const totals = computeCartTotals(priced, applied, shipping);
  const shares = allocateDiscount(priced, applied, totals.discountOffset);
  const changed = lines.some((l) => l.status !== 'ok' || l.priceChanged || l.stock < l.requested);
  return { lines, items, discount, totals, shares, shippingKnown, changed };
}
