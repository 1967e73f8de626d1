import { z } from 'zod';
import { SHIPPING_METHODS, discountCodeField, orderLinesSchema } from './checkout';

/**
 * As much of the checkout form as a quote can use: where the order goes decides shipping.
 * Every field may be missing (the cart page knows none of them); other form fields are stripped.
 */
const quoteFormSchema = z.object({
  CountryField: z.string().trim().min(1).max(60).optional(),
  ShippingField: z.enum(SHIPPING_METHODS).optional(),
  Province: z.string().trim().max(60).optional(),
  Wilaya: z.string().trim().max(60).optional(),
  WilayaZone: z.string().trim().max(20).optional(),
});

/**
 * POST /api/orders/quote: the cart as the browser holds it (item codes, quantities and the unit
 * price each line showed), the discount code and what is known of the destination. The answer
 * is what placing this cart would bill now, computed by the code that places orders.
 */
export const quoteRequestSchema = z.object({
  items: orderLinesSchema,
  discount_code: discountCodeField,
  form: quoteFormSchema.optional(),
});

export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
export type QuoteForm = z.infer<typeof quoteFormSchema>;

/** A quoted line: as asked, fewer left than asked (its quantity is what is left), none left, or no longer sold. */
const QUOTE_LINE_STATUSES = ['ok', 'out_of_stock', 'unavailable'] as const;
export type QuoteLineStatus = (typeof QUOTE_LINE_STATUSES)[number];

/** The discount code as the quote applies it: taken off, not applicable to this cart (kept, takes nothing), or unusable (to be removed). */
const QUOTE_DISCOUNT_STATUSES = ['applied', 'dropped', 'invalid'] as const;
export type QuoteDiscountStatus = (typeof QUOTE_DISCOUNT_STATUSES)[number];

const rial = z.number();

/** The quote's answer (amounts in rial, 3 decimals), shared by the server's reply schema and the browser's parser. */
export const quoteSchema = z.object({
  lines: z.array(
    z.object({
      item_code: z.string(),
      status: z.enum(QUOTE_LINE_STATUSES),
      /** The name the shop sells it under now (null when it is no longer sold). */
      name: z.string().nullable(),
      sale_price: rial.nullable(),
      regular_price: rial.nullable(),
      /** Units left (0 when out of stock or no longer sold). */
      stock: z.number().int(),
      requested_quantity: z.number().int(),
      /** What is priced: the requested quantity, at most the stock; 0 for a line that cannot be had. */
      quantity: z.number().int(),
      line_total: rial,
      /** The unit price the client said it showed, and the price now, when they differ. */
      price_changed: z.object({ from: rial, to: rial }).nullable(),
    }),
  ),
  discount: z
    .object({
      code: z.string(),
      status: z.enum(QUOTE_DISCOUNT_STATUSES),
      reason: z.string(),
      type: z.enum(['percentage', 'fixed', 'shipping']).nullable(),
      /** Percent for 'percentage', rial for 'fixed', 0 for 'shipping' (as discount-check answers). */
      value: z.number(),
    })
    .nullable(),
  sub_total: rial,
  discount_amount: rial,
  vat: rial,
  /** Null until the destination is known (the cart page): the totals then leave shipping out. */
  shipping: rial.nullable(),
  grand_total: rial,
  /** Card payments need at least the provider's minimum total. */
  card: z.object({ available: z.boolean(), minimum: rial }),
  /** True when some line is not as asked: its price changed, fewer are left, or it cannot be had. */
  changed: z.boolean(),
});

export type Quote = z.infer<typeof quoteSchema>;
