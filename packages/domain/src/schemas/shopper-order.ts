import { z } from 'zod';
import { TIMELINE_STEPS } from '../order-timeline';

/**
 * What the shopper's order page and tax invoice read (GET /api/orders/{name}/view and
 * /invoice): one order view, amounts in baisa. The server declares its replies with these, the
 * storefront parses them with the same.
 */
const lineSchema = z.object({
  item_code: z.string(),
  item_name: z.string(),
  item_name_ar: z.string().nullable(),
  image: z.string().nullable(),
  qty: z.number(),
  rate: z.number(),
  amount: z.number(),
  discount: z.number(),
});

/** A line's product as it is sold today, for "Order again" (null fields: not sold any more). */
const reorderSchema = z.object({
  id: z.string(),
  item_code: z.string(),
  name: z.string(),
  route: z.string(),
  image: z.string().nullable(),
  sale_price: z.number(),
  regular_price: z.number(),
  stock: z.number(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  bogo: z.boolean(),
  dangerous_good: z.boolean(),
  uom: z.string(),
  qty: z.number(),
});

const PAYMENT_STATES = ['paid', 'unpaid', 'cod_due', 'cancelled', 'refunded', 'partly_refunded'] as const;

const orderViewSchema = z.object({
  name: z.string(),
  creation: z.string(),
  stage: z.string(),
  payment_method: z.string(),
  shipping_method: z.string(),
  payment_state: z.enum(PAYMENT_STATES),
  first_name: z.string(),
  phone: z.string(),
  address: z
    .object({
      country: z.string(),
      province: z.string().nullable(),
      wilaya: z.string().nullable(),
      address: z.string().nullable(),
    })
    .nullable(),
  pickup: z
    .object({ outlet: z.string().nullable(), date: z.string().nullable(), time: z.string().nullable() })
    .nullable(),
  lines: z.array(lineSchema),
  coupon_code: z.string().nullable(),
  sub_total: z.number(),
  discount_amount: z.number(),
  vat_rate: z.number(),
  vat_amount: z.number(),
  shipping_amount: z.number(),
  grand_total: z.number(),
  refunded_amount: z.number(),
  timeline: z.array(
    z.object({ step: z.enum(TIMELINE_STEPS), at: z.string().nullable(), amount: z.number().nullable() }),
  ),
  can_pay: z.boolean(),
  invoice_number: z.string().nullable(),
  /** The refunds' credit notes (CN-000001), oldest first, each with the amount it credits. */
  credit_notes: z.array(z.object({ number: z.string(), issued_at: z.string(), amount: z.number() })),
  reorder: z.array(reorderSchema),
});
export type ShopperOrder = z.infer<typeof orderViewSchema>;
export const shopperOrderReply = z.object({ data: orderViewSchema });

const invoiceLineSchema = z.object({
  item_name: z.string(),
  item_name_ar: z.string().nullable(),
  qty: z.number(),
  unit_price: z.number(),
  discount: z.number(),
  taxable: z.number(),
  vat_rate: z.number(),
  vat_amount: z.number(),
  total: z.number(),
});

const invoiceSchema = z.object({
  number: z.string(),
  issued_at: z.string(),
  supply_date: z.string(),
  order_name: z.string(),
  seller: z.object({
    name: z.string(),
    name_ar: z.string(),
    address: z.string(),
    address_ar: z.string(),
    vat_number: z.string(),
  }),
  buyer: z.object({ name: z.string(), phone: z.string() }),
  lines: z.array(invoiceLineSchema),
  taxable: z.number(),
  vat_amount: z.number(),
  shipping_amount: z.number(),
  grand_total: z.number(),
  refunded_amount: z.number(),
});
export type TaxInvoice = z.infer<typeof invoiceSchema>;
export const taxInvoiceReply = z.object({ data: invoiceSchema });

/** A refund's tax credit note: the invoice's layout, crediting `invoice_number`; `shipping_amount` is what went back beyond the lines. */
const creditNoteSchema = invoiceSchema.extend({ invoice_number: z.string(), reason: z.string() });
export type CreditNote = z.infer<typeof creditNoteSchema>;
export const creditNoteReply = z.object({ data: creditNoteSchema });
