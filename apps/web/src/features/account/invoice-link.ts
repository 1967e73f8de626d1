import { routes } from '@/lib/routes';

/**
 * SPEC §2: each order card links out to an invoice page with the oid parameter. The address
 * is the `invoice_url` site setting when the team sets one (e.g. the ERP's print page);
 * without it, the shop's own order page (issue 28: timeline, lines, totals, tax invoice).
 */
export function invoiceHref(orderId: string, invoiceBase: string | null): string {
  if (!invoiceBase) return routes.accountOrder(orderId);
  const separator = invoiceBase.includes('?') ? '&' : '?';
  return `${invoiceBase}${separator}oid=${encodeURIComponent(orderId)}`;
}

/** Only http(s) addresses or shop paths are used from settings. */
export function safeInvoiceBase(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const text = value.trim();
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
