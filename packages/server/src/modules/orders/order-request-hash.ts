import { createHash } from 'node:crypto';
import type { PlaceOrderInput } from './order-input';

/** JSON with object keys in sorted order, so equal values always give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What an order request asks for, as a SHA-256 hex digest of its parsed form: the lines in
 * item-code order (each item appears once), the discount code as the order reads it
 * (trimmed, upper-case, none when empty) and the checkout form with its defaults. Two requests
 * with the same digest place the same order; the idempotency key itself is left out.
 */
export function orderRequestHash(input: PlaceOrderInput): string {
  const items = [...input.items]
    .map(({ item_code, quantity }) => ({ item_code, quantity }))
    .sort((a, b) => (a.item_code < b.item_code ? -1 : a.item_code > b.item_code ? 1 : 0));
  const discountCode = input.discount_code?.trim().toUpperCase() || null;
  return createHash('sha256')
    .update(canonicalJson({ items, discount_code: discountCode, form: input.form }))
    .digest('hex');
}
