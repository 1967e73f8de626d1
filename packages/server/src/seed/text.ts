/** Small text helpers for the demo data. */

/** 'Vitamin C Serum 30ml' → 'vitamin-c-serum-30ml'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/%/g, ' percent ')
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/\./g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const pad = (n: number, width = 5) => String(n).padStart(width, '0');

/** A Frappe timestamp: UTC 'YYYY-MM-DD HH:mm:ss.SSS'. */
export function timestamp(date: Date): string {
  return date.toISOString().replace('T', ' ').slice(0, 23);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML and SVG. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}
