import { lineVat } from '@shop/domain/invoice-lines';
import { orderTimeline } from '@shop/domain/order-timeline';
import type { PaymentType } from '@shop/domain/payment-types';
import type { ShippingMethod } from '@shop/domain/shipping';
import type { ShopperOrder, TaxInvoice } from '@shop/domain/schemas/shopper-order';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { fromTimestamp } from '../../db/time';
import { ShopperError, text } from '../../i18n/shopper-text';
import { type PaymentLink, type PaymentsDeps, openPaymentSession } from '../payments/payments.service';
import type { SettingsService } from '../settings/settings.service';
import { orderLinkKeyValid } from './order-link';
import { billedLines, customerPhone, orderRow, productsToday, timelineEvents, vatRateOf } from './order-view.queries';
import { creditNoteNumberText, creditNotesOf } from './credit-note.repository';
import { invoiceNumberText, taxInvoiceOf } from './tax-invoice.repository';

export interface OrderPagesDeps {
  db: Kysely<Database>;
  secret: string;
  settings: SettingsService;
  payments: PaymentsDeps;
}

/** Who asks: the signed-in customer (or none) and the message link's key (or none). */
export interface Viewer {
  customerId: number | null;
  key: string | undefined;
}

type Order = NonNullable<Awaited<ReturnType<typeof orderRow>>>;

export const notFound = () => new ShopperError('DoesNotExistError', text('orderPage.notFound'));
export const iso = (stamp: string) => fromTimestamp(stamp).toISOString();

/**
 * The order, for the one who may see it: the customer signed in with the order's phone number
 * (the sign-in code proved it), or anyone holding the order's own message link (a key for that
 * order only, not expired). Everyone else, for any order or none, gets the same not-found.
 */
export async function readableOrder(
  deps: OrderPagesDeps,
  name: string,
  viewer: Viewer,
  now = new Date(),
): Promise<Order> {
  const order = await orderRow(deps.db, name);
  if (!order) throw notFound();
  if (orderLinkKeyValid(deps.secret, name, viewer.key, now)) return order;
  const customer = viewer.customerId === null ? undefined : await customerPhone(deps.db, viewer.customerId);
  if (customer?.phone === order.phone) return order;
  throw notFound();
}

function paymentState(order: Order): ShopperOrder['payment_state'] {
  if (order.refunded_amount > 0) return order.refunded_amount >= order.grand_total ? 'refunded' : 'partly_refunded';
  if (order.custom_payment_verification_check) return 'paid';
  if (order.custom_cancelled_payment || order.stage === 'cancelled') return 'cancelled';
  return order.payment_method === 'COD' ? 'cod_due' : 'unpaid';
}

const canPay = (order: Order) => order.payment_method !== 'COD' && paymentState(order) === 'unpaid';

export async function shopperOrder(deps: OrderPagesDeps, name: string, viewer: Viewer): Promise<ShopperOrder> {
  const order = await readableOrder(deps, name, viewer);
  const [lines, vatRate, events, invoice, creditNotes] = await Promise.all([
    billedLines(deps.db, name),
    vatRateOf(deps.db, name),
    timelineEvents(deps.db, name),
    taxInvoiceOf(deps.db, name),
    creditNotesOf(deps.db, name),
  ]);
  const today = new Map(
    (
      await productsToday(
        deps.db,
        lines.map((l) => l.item_code),
      )
    ).map((p) => [p.item_code, p]),
  );
  const pickup = order.shipping_method === 'Pick up from Store';
  return {
    name: order.name,
    creation: iso(order.creation),
    stage: order.stage,
    payment_method: order.payment_method,
    shipping_method: order.shipping_method,
    payment_state: paymentState(order),
    first_name: order.first_name,
    phone: order.phone,
    address: pickup
      ? null
      : { country: order.country, province: order.province, wilaya: order.wilaya, address: order.address },
    pickup: pickup ? { outlet: order.outlet, date: order.pickup_date, time: order.pickup_time } : null,
    lines: lines.map((l) => ({
      item_code: l.item_code,
      item_name: l.item_name,
      item_name_ar: l.item_name_ar ?? null,
      image: l.image,
      qty: l.qty,
      rate: l.rate,
      amount: l.amount,
      discount: l.distributed_discount_amount,
    })),
    coupon_code: order.coupon_code,
    sub_total: order.sub_total,
    discount_amount: order.discount_amount,
    vat_rate: vatRate,
    vat_amount: order.vat_amount,
    shipping_amount: order.shipping_amount,
    grand_total: order.grand_total,
    refunded_amount: order.refunded_amount,
    timeline: orderTimeline({
      paymentType: order.payment_method as PaymentType,
      shippingMethod: order.shipping_method as ShippingMethod,
      placedAt: iso(order.creation),
      cancelled: order.stage === 'cancelled',
      events: events.map((e) => ({ kind: e.kind, at: iso(e.created_at), amount: e.amount })),
    }),
    can_pay: canPay(order),
    invoice_number: invoice ? invoiceNumberText(invoice.number) : null,
    credit_notes: creditNotes.map((c) => ({
      number: creditNoteNumberText(c.number),
      issued_at: iso(c.issued_at),
      amount: c.amount,
    })),
    reorder: lines.flatMap((l) => {
      const p = today.get(l.item_code);
      if (!p) return [];
      return [
        {
          id: p.name,
          item_code: p.item_code,
          name: p.web_item_name,
          route: p.route,
          image: p.website_image,
          sale_price: p.custom_sale_price ?? p.custom_regular_price,
          regular_price: p.custom_regular_price,
          stock: p.custom_stock_available,
          brand: p.brand,
          category: p.custom_ecommerce_category,
          bogo: p.custom_bogo_offer === 1,
          dangerous_good: p.custom_is_dangerous_good_ === 1,
          uom: p.stock_uom,
          qty: l.qty,
        },
      ];
    }),
  };
}

/** The card payment page of an unpaid card order, for the one who may see the order. */
export async function orderPaymentPage(deps: OrderPagesDeps, name: string, viewer: Viewer): Promise<PaymentLink> {
  const order = await readableOrder(deps, name, viewer);
  if (!canPay(order)) throw new ShopperError('ConflictError', text('payment.alreadyPaid', { order: name }));
  return openPaymentSession(deps.payments, name);
}

interface SellerSetting {
  legal_name?: unknown;
  legal_name_ar?: unknown;
  address?: unknown;
  address_ar?: unknown;
  vat_number?: unknown;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The seller as the tax documents name it (site setting `tax_seller`). */
export async function sellerOf(deps: OrderPagesDeps): Promise<TaxInvoice['seller']> {
  const seller = await deps.settings.value<SellerSetting>('tax_seller');
  return {
    name: str(seller?.legal_name),
    name_ar: str(seller?.legal_name_ar),
    address: str(seller?.address),
    address_ar: str(seller?.address_ar),
    vat_number: str(seller?.vat_number),
  };
}

/** The order's tax invoice, the same for the shopper and the staff (`viewer` null: the back-office, checked by its guard). */
export async function orderInvoice(deps: OrderPagesDeps, name: string, viewer: Viewer | null): Promise<TaxInvoice> {
  const order = viewer ? await readableOrder(deps, name, viewer) : await orderRow(deps.db, name);
  if (!order) throw notFound();
  const invoice = await taxInvoiceOf(deps.db, name);
  if (!invoice) throw new ShopperError('DoesNotExistError', text('orderPage.noInvoice'));
  const [lines, vatRate, seller] = await Promise.all([
    billedLines(deps.db, name),
    vatRateOf(deps.db, name),
    sellerOf(deps),
  ]);
  const billed = lines.map((l) => ({
    qty: l.qty,
    rate: l.rate,
    amount: l.amount,
    discount: l.distributed_discount_amount,
  }));
  const vat = lineVat(billed, order.vat_amount);
  const taxable = order.sub_total - order.discount_amount;
  return {
    number: invoiceNumberText(invoice.number),
    issued_at: iso(invoice.issued_at),
    supply_date: order.paid_at ? iso(order.paid_at) : iso(invoice.issued_at),
    order_name: order.name,
    seller,
    buyer: { name: order.first_name, phone: order.phone },
    lines: lines.map((l, i) => ({
      item_name: l.item_name,
      item_name_ar: l.item_name_ar ?? null,
      qty: l.qty,
      unit_price: l.rate,
      discount: l.distributed_discount_amount,
      taxable: l.amount - l.distributed_discount_amount,
      vat_rate: vatRate,
      vat_amount: vat[i]!,
      total: l.amount - l.distributed_discount_amount + vat[i]!,
    })),
    taxable,
    vat_amount: order.vat_amount,
    shipping_amount: order.shipping_amount,
    grand_total: order.grand_total,
    refunded_amount: order.refunded_amount,
  };
}
