import { omanDisplayDate } from '@shop/domain/dates';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatAmount } from '@shop/domain/money';
import type { CreditNote, TaxInvoice } from '@shop/domain/schemas/shopper-order';
import PDFDocument from 'pdfkit';

/**
 * The tax invoice as an A4 PDF, English and Arabic side by side (pdfkit; Tajawal from
 * @fontsource/tajawal, read from node_modules: nothing is downloaded). fontkit shapes Arabic
 * and lays a word out right to left; a right-to-left line is cut into pieces placed right to
 * left here (pieces()), each Latin or digit run keeping its own direction.
 */
const require = createRequire(import.meta.url);
const fontFile = (name: string) => readFileSync(require.resolve(`@fontsource/tajawal/files/${name}.woff`));
let fonts: Record<'latin' | 'latinBold' | 'arabic' | 'arabicBold', Buffer> | null = null;
const loadFonts = () =>
  (fonts ??= {
    latin: fontFile('tajawal-latin-400-normal'),
    latinBold: fontFile('tajawal-latin-700-normal'),
    arabic: fontFile('tajawal-arabic-400-normal'),
    arabicBold: fontFile('tajawal-arabic-700-normal'),
  });

type Doc = PDFKit.PDFDocument;
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

const LATIN = /[A-Za-z0-9]/;
const MIRRORED: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[' };

type Piece = { text: string; arabic: boolean };

/**
 * A right-to-left line cut into pieces placed from the right: each Arabic word (shaped by
 * fontkit as one run), each Latin or digit run with the spaces and signs inside it (kept left
 * to right: 'INV-000001', '+968…', 'Heat Shield 150'), and each other space or sign on its own,
 * mirrored where it has a mirror. Spaces and signs are drawn with the Latin font: the Arabic
 * subset of Tajawal has no space.
 */
function pieces(text: string): Piece[] {
  const chars = [...text];
  const latinAt = (i: number) => i >= 0 && i < chars.length && LATIN.test(chars[i]!);
  const strongBefore = (i: number) => chars.slice(0, i).findLast((c) => LATIN.test(c) || ARABIC.test(c));
  const strongAfter = (i: number) => chars.slice(i + 1).find((c) => LATIN.test(c) || ARABIC.test(c));
  const kind = chars.map((ch, i) => {
    if (ARABIC.test(ch)) return 'arabic';
    if (LATIN.test(ch)) return 'latin';
    const before = strongBefore(i);
    const after = strongAfter(i);
    const insideLatin = before !== undefined && after !== undefined && LATIN.test(before) && LATIN.test(after);
    return insideLatin || (ch === '+' && latinAt(i + 1)) ? 'latin' : 'sign';
  });
  const parts: Piece[] = [];
  chars.forEach((ch, i) => {
    const last = parts.at(-1);
    if (kind[i] !== 'sign' && last && kind[i - 1] === kind[i]) last.text += ch;
    else parts.push({ text: kind[i] === 'sign' ? (MIRRORED[ch] ?? ch) : ch, arabic: kind[i] === 'arabic' });
  });
  return parts;
}

/** Writes `text` ending at `right`, as Arabic reads: its first piece rightmost. */
function rtl(doc: Doc, text: string, right: number, y: number, size: number, bold = false): void {
  let x = right;
  for (const piece of pieces(text)) {
    doc.font(piece.arabic ? (bold ? 'arabicBold' : 'arabic') : bold ? 'latinBold' : 'latin').fontSize(size);
    x -= doc.widthOfString(piece.text);
    doc.text(piece.text, x, y, { lineBreak: false });
  }
}

function ltr(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  size: number,
  options: { bold?: boolean; width?: number; align?: 'left' | 'right' } = {},
): void {
  doc
    .font(options.bold ? 'latinBold' : 'latin')
    .fontSize(size)
    .text(text, x, y, { lineBreak: false, width: options.width, align: options.align ?? 'left' });
}

const omr = (baisa: number) => formatAmount(baisa);
const day = omanDisplayDate;

const isCreditNote = (document: TaxInvoice | CreditNote): document is CreditNote => 'invoice_number' in document;

/** The tax invoice, or a refund's tax credit note in the same layout (its own title and number, the invoice it credits). */
export function invoicePdf(invoice: TaxInvoice | CreditNote): Promise<Buffer> {
  const credit = isCreditNote(invoice) ? invoice : null;
  const title = credit ? { en: 'Tax Credit Note', ar: 'إشعار دائن ضريبي' } : { en: 'Tax Invoice', ar: 'فاتورة ضريبية' };
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `${title.en} ${invoice.number}` } });
  for (const [name, data] of Object.entries(loadFonts())) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const left = 40;
  const right = doc.page.width - 40;

  ltr(doc, title.en, left, 40, 20, { bold: true });
  rtl(doc, title.ar, right, 40, 20, true);
  let y = 74;
  const pair = (en: string, ar: string, value: string) => {
    ltr(doc, `${en}: ${value}`, left, y, 10);
    rtl(doc, `${ar}: ${value}`, right, y, 10);
    y += 15;
  };
  ltr(doc, invoice.seller.name, left, y, 11, { bold: true });
  rtl(doc, invoice.seller.name_ar, right, y, 11, true);
  y += 16;
  ltr(doc, invoice.seller.address, left, y, 10);
  rtl(doc, invoice.seller.address_ar, right, y, 10);
  y += 15;
  pair('VAT registration number', 'الرقم الضريبي', invoice.seller.vat_number);
  y += 6;
  if (credit) {
    pair('Credit note number', 'رقم الإشعار', credit.number);
    pair('Credits invoice', 'الفاتورة الأصلية', credit.invoice_number);
    pair('Issue date', 'تاريخ الإصدار', day(credit.issued_at));
  } else {
    pair('Invoice number', 'رقم الفاتورة', invoice.number);
    pair('Issue date', 'تاريخ الإصدار', day(invoice.issued_at));
    pair('Supply date', 'تاريخ التوريد', day(invoice.supply_date));
  }
  pair('Order', 'الطلب', invoice.order_name);
  pair('Buyer', 'المشتري', invoice.buyer.name);
  pair('Phone', 'الهاتف', `+${invoice.buyer.phone}`);
  y += 10;

  const cols = [
    { en: 'Item', ar: 'الصنف', x: left, w: 175 },
    { en: 'Qty', ar: 'الكمية', x: left + 175, w: 40 },
    { en: 'Unit price', ar: 'سعر الوحدة', x: left + 215, w: 65 },
    { en: 'Taxable', ar: 'الخاضع للضريبة', x: left + 280, w: 70 },
    { en: 'VAT %', ar: 'النسبة', x: left + 350, w: 45 },
    { en: 'VAT', ar: 'الضريبة', x: left + 395, w: 55 },
    { en: 'Total', ar: 'الإجمالي', x: left + 450, w: right - left - 450 },
  ];
  for (const c of cols) {
    ltr(doc, c.en, c.x, y, 9, { bold: true, width: c.w - 4, align: c === cols[0] ? 'left' : 'right' });
    rtl(doc, c.ar, c.x + c.w - 4, y + 12, 9, true);
  }
  y += 28;
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 6;
  for (const line of invoice.lines) {
    ltr(doc, line.item_name.slice(0, 40), left, y, 9, { width: 171 });
    const values = [
      String(line.qty),
      omr(line.unit_price),
      omr(line.taxable),
      `${line.vat_rate}%`,
      omr(line.vat_amount),
      omr(line.total),
    ];
    values.forEach((v, i) => ltr(doc, v, cols[i + 1]!.x, y, 9, { width: cols[i + 1]!.w - 4, align: 'right' }));
    if (line.item_name_ar) rtl(doc, line.item_name_ar.slice(0, 40), left + 171, y + 12, 9);
    y += line.item_name_ar ? 28 : 16;
  }
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 8;
  const total = (en: string, ar: string, baisa: number, bold = false) => {
    ltr(doc, `${en} / `, left + 215, y, 10, { bold });
    rtl(doc, ar, left + 395, y, 10, bold);
    ltr(doc, `OMR ${omr(baisa)}`, left + 395, y, 10, { bold, width: right - left - 395, align: 'right' });
    y += 16;
  };
  total('Total excluding VAT', 'الإجمالي قبل الضريبة', invoice.taxable);
  total('VAT', 'ضريبة القيمة المضافة', invoice.vat_amount);
  if (!credit || invoice.shipping_amount !== 0) total('Shipping', 'الشحن', invoice.shipping_amount);
  total(credit ? 'Total credited' : 'Total', credit ? 'إجمالي المبلغ الدائن' : 'الإجمالي', invoice.grand_total, true);
  if (credit?.reason) {
    y += 8;
    const reason = credit.reason.slice(0, 90);
    if (ARABIC.test(reason)) rtl(doc, reason, right, y, 9);
    else ltr(doc, `Reason: ${reason}`, left, y, 9);
  }
  if (invoice.refunded_amount > 0) total('Refunded', 'المبلغ المسترد', invoice.refunded_amount);
  doc.end();
  return done;
}
