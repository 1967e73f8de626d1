import { omanDisplayDate } from '@shop/domain/dates';
import { formatAmount } from '@shop/domain/money';
import type { CreditNote, TaxInvoice } from '@shop/domain/schemas/shopper-order';
import type { ReactNode } from 'react';

/**
 * The tax invoice as Omani invoices are laid out: every label in English and Arabic side by
 * side, whatever the page's language (the same document for the shopper and the staff, and the
 * PDF's layout). Amounts in OMR with 3 decimals; numbers and codes kept left to right.
 */
const omr = (baisa: number) => formatAmount(baisa);
const day = omanDisplayDate;

function Both({ en, ar, className = '' }: { en: string; ar: string; className?: string }) {
  return (
    <span className={`flex flex-wrap justify-between gap-x-2 ${className}`}>
      <span lang="en" dir="ltr">
        {en}
      </span>
      <span lang="ar" dir="rtl">
        {ar}
      </span>
    </span>
  );
}

function Field({ en, ar, children }: { en: string; ar: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[1fr_auto_1fr] items-baseline gap-2 text-sm">
      <span lang="en" dir="ltr" className="text-muted">
        {en}
      </span>
      <span dir="ltr" className="font-medium tabular-nums">
        {children}
      </span>
      <span lang="ar" dir="rtl" className="text-muted">
        {ar}
      </span>
    </div>
  );
}

const COLUMNS = [
  { en: 'Item', ar: 'الصنف' },
  { en: 'Qty', ar: 'الكمية' },
  { en: 'Unit price', ar: 'سعر الوحدة' },
  { en: 'Taxable', ar: 'الخاضع للضريبة' },
  { en: 'VAT %', ar: 'النسبة' },
  { en: 'VAT', ar: 'الضريبة' },
  { en: 'Total', ar: 'الإجمالي' },
];

const isCreditNote = (document: TaxInvoice | CreditNote): document is CreditNote => 'invoice_number' in document;

/** The tax invoice, or a refund's tax credit note in the same layout: its own title and number, the invoice it credits and why. */
export function TaxInvoiceDocument({ invoice }: { invoice: TaxInvoice | CreditNote }) {
  const credit = isCreditNote(invoice) ? invoice : null;
  const totals: [string, string, number, boolean][] = [
    ['Total excluding VAT', 'الإجمالي قبل الضريبة', invoice.taxable, false],
    ['VAT', 'ضريبة القيمة المضافة', invoice.vat_amount, false],
  ];
  if (!credit || invoice.shipping_amount !== 0) totals.push(['Shipping', 'الشحن', invoice.shipping_amount, false]);
  totals.push(
    credit
      ? ['Total credited (OMR)', 'إجمالي المبلغ الدائن (ر.ع.)', invoice.grand_total, true]
      : ['Total (OMR)', 'الإجمالي (ر.ع.)', invoice.grand_total, true],
  );
  if (invoice.refunded_amount > 0) totals.push(['Refunded', 'المبلغ المسترد', invoice.refunded_amount, false]);
  return (
    <article
      className="flex flex-col gap-5 rounded-xl border border-line bg-white p-4 desk:p-8 print:border-0 print:p-0"
      dir="ltr"
      data-testid={credit ? 'credit-note' : 'tax-invoice'}
    >
      <h1 className="text-xl font-bold desk:text-2xl">
        {credit ? <Both en="Tax Credit Note" ar="إشعار دائن ضريبي" /> : <Both en="Tax Invoice" ar="فاتورة ضريبية" />}
      </h1>
      <section className="flex flex-col gap-1">
        <Both en={invoice.seller.name} ar={invoice.seller.name_ar} className="font-semibold" />
        <Both en={invoice.seller.address} ar={invoice.seller.address_ar} className="text-sm" />
        <Field en="VAT registration number" ar="الرقم الضريبي">
          {invoice.seller.vat_number}
        </Field>
      </section>
      <section className="flex flex-col gap-1">
        {credit ? (
          <>
            <Field en="Credit note number" ar="رقم الإشعار">
              <span data-testid="credit-note-number">{credit.number}</span>
            </Field>
            <Field en="Credits invoice" ar="الفاتورة الأصلية">
              <span data-testid="credited-invoice">{credit.invoice_number}</span>
            </Field>
          </>
        ) : (
          <Field en="Invoice number" ar="رقم الفاتورة">
            <span data-testid="invoice-number">{invoice.number}</span>
          </Field>
        )}
        <Field en="Issue date" ar="تاريخ الإصدار">
          {day(invoice.issued_at)}
        </Field>
        {credit ? null : (
          <Field en="Supply date" ar="تاريخ التوريد">
            {day(invoice.supply_date)}
          </Field>
        )}
        <Field en="Order" ar="الطلب">
          {invoice.order_name}
        </Field>
        <Field en="Buyer" ar="المشتري">
          {invoice.buyer.name}
        </Field>
        <Field en="Phone" ar="الهاتف">
          +{invoice.buyer.phone}
        </Field>
      </section>
      <div className="hidden overflow-x-auto desk:block print:block">
        <table className="w-full min-w-[36rem] text-sm">
          <thead>
            <tr className="border-b border-line">
              {COLUMNS.map((c, i) => (
                <th
                  key={c.en}
                  className={`px-1 py-2 align-bottom font-semibold ${i === 0 ? 'text-left' : 'text-right'}`}
                >
                  <span className="block">{c.en}</span>
                  <span className="block" lang="ar" dir="rtl">
                    {c.ar}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, i) => (
              <tr key={i} className="border-b border-line">
                <td className="px-1 py-2">
                  <span className="block">{line.item_name}</span>
                  {line.item_name_ar && (
                    <span className="block text-muted" lang="ar" dir="rtl">
                      {line.item_name_ar}
                    </span>
                  )}
                </td>
                {[
                  String(line.qty),
                  omr(line.unit_price),
                  omr(line.taxable),
                  `${line.vat_rate}%`,
                  omr(line.vat_amount),
                  omr(line.total),
                ].map((v, j) => (
                  <td key={j} className="px-1 py-2 text-right tabular-nums">
                    {v}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col desk:hidden print:hidden" data-testid="invoice-lines">
        {invoice.lines.map((line, i) => (
          <li key={i} className="flex flex-col gap-1 border-b border-line py-3 text-sm" data-testid="invoice-line">
            <span className="font-medium">{line.item_name}</span>
            {line.item_name_ar && (
              <span className="text-muted" lang="ar" dir="rtl">
                {line.item_name_ar}
              </span>
            )}
            <dl className="mt-1 flex flex-col gap-0.5">
              {[
                String(line.qty),
                omr(line.unit_price),
                omr(line.taxable),
                `${line.vat_rate}%`,
                omr(line.vat_amount),
                omr(line.total),
              ].map((v, j) => (
                <div key={j} className={`grid grid-cols-[1fr_auto] gap-3 ${j === 5 ? 'font-semibold' : ''}`}>
                  <dt>
                    <Both en={COLUMNS[j + 1]!.en} ar={COLUMNS[j + 1]!.ar} className="text-muted" />
                  </dt>
                  <dd className="tabular-nums">{v}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <dl className="ms-auto flex w-full max-w-md flex-col gap-1" data-testid="invoice-totals">
        {totals.map(([en, ar, baisa, strong]) => (
          <div key={en} className={`grid grid-cols-[1fr_auto] gap-3 ${strong ? 'font-semibold' : 'text-sm'}`}>
            <dt>
              <Both en={en} ar={ar} />
            </dt>
            <dd className="tabular-nums">{omr(baisa)}</dd>
          </div>
        ))}
      </dl>
      {credit?.reason ? (
        <p className="text-sm">
          <Both en="Reason" ar="السبب" className="font-medium" />
          <span className="block break-words" dir="auto">
            {credit.reason}
          </span>
        </p>
      ) : null}
    </article>
  );
}
