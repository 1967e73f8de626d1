import { VAT_RATE_PERCENT } from '@shop/domain/cart-totals';
import { lineVat } from '@shop/domain/invoice-lines';
import type { CreditNote } from '@shop/domain/schemas/shopper-order';
import { ShopperError, text } from '../../i18n/shopper-text';
import { creditNoteNumberOf, creditNoteNumberText, creditNotesOf } from './credit-note.repository';
import { billedLines, orderRow, vatRateOf } from './order-view.queries';
import { type OrderPagesDeps, type Viewer, iso, notFound, readableOrder, sellerOf } from './order-view.service';
import { invoiceNumberText, taxInvoiceOf } from './tax-invoice.repository';

type Billed = Awaited<ReturnType<typeof billedLines>>[number];

/**
 * A refunded line as credited: its share of what was billed for the units returned (net of
 * its discount share), and its VAT as the refund counted it (domain/order-refunds.ts). With
 * `invoiceVat`, a line returned whole credits the VAT its invoice line carried instead, so a
 * full refund's note mirrors the invoice to the baisa.
 */
function creditedLine(line: Billed, qty: number, invoiceVat: number | null, vatRate: number) {
  const whole = qty === line.qty;
  const taxable = whole
    ? line.amount - line.distributed_discount_amount
    : Math.round(((line.amount - line.distributed_discount_amount) * qty) / line.qty);
  const vat = whole && invoiceVat !== null ? invoiceVat : Math.round((taxable * VAT_RATE_PERCENT) / 100);
  return {
    item_name: line.item_name,
    item_name_ar: line.item_name_ar ?? null,
    qty,
    unit_price: line.rate,
    discount: whole
      ? line.distributed_discount_amount
      : Math.round((line.distributed_discount_amount * qty) / line.qty),
    taxable,
    vat_rate: vatRate,
    vat_amount: vat,
    total: taxable + vat,
  };
}

/** One of the order's credit notes (CN-000001), for whoever may see its invoice (`viewer` null: the back office). */
export async function orderCreditNote(
  deps: OrderPagesDeps,
  name: string,
  numberText: string,
  viewer: Viewer | null,
): Promise<CreditNote> {
  const order = viewer ? await readableOrder(deps, name, viewer) : await orderRow(deps.db, name);
  if (!order) throw notFound();
  const number = creditNoteNumberOf(numberText);
  const note = number === null ? undefined : (await creditNotesOf(deps.db, name)).find((c) => c.number === number);
  const invoice = await taxInvoiceOf(deps.db, name);
  if (!note || !invoice) throw new ShopperError('DoesNotExistError', text('orderPage.noCreditNote'));
  const [lines, vatRate, seller] = await Promise.all([
    billedLines(deps.db, name),
    vatRateOf(deps.db, name),
    sellerOf(deps),
  ]);
  const invoiceVat = lineVat(
    lines.map((l) => ({ qty: l.qty, rate: l.rate, amount: l.amount, discount: l.distributed_discount_amount })),
    order.vat_amount,
  );
  const picks = JSON.parse(note.lines) as { id: number; qty: number }[];
  const creditLines = (useInvoiceVat: boolean) =>
    picks.flatMap((pick) => {
      const i = lines.findIndex((l) => l.id === pick.id);
      return i < 0 || pick.qty <= 0
        ? []
        : [creditedLine(lines[i]!, pick.qty, useInvoiceVat ? invoiceVat[i]! : null, vatRate)];
    });
  // a refund of chosen lines is exactly their refund amounts; a full one (shipping too) follows the invoice
  const byRefund = creditLines(false);
  const credited = byRefund.reduce((sum, l) => sum + l.total, 0) === note.amount ? byRefund : creditLines(true);
  const taxable = credited.reduce((sum, l) => sum + l.taxable, 0);
  const vat = credited.reduce((sum, l) => sum + l.vat_amount, 0);
  return {
    number: creditNoteNumberText(note.number),
    invoice_number: invoiceNumberText(invoice.number),
    issued_at: iso(note.issued_at),
    supply_date: iso(note.issued_at),
    order_name: order.name,
    reason: note.reason,
    seller,
    buyer: { name: order.first_name, phone: order.phone },
    lines: credited,
    taxable,
    vat_amount: vat,
    shipping_amount: note.amount - taxable - vat,
    grand_total: note.amount,
    refunded_amount: 0,
  };
}
