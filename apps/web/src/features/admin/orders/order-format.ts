import { formatDisplayDate, omanIsoDate } from '@shop/domain/dates';
import type { BadgeTone } from '../ui/badge';

/** A stored UTC timestamp as the shop's team reads it: Oman date and time. */
export function omanDateTime(stamp: string): string {
  const date = new Date(`${stamp.replace(' ', 'T')}Z`);
  if (Number.isNaN(date.getTime())) return stamp;
  const oman = new Date(date.getTime() + 4 * 3_600_000);
  return `${formatDisplayDate(omanIsoDate(date))} ${oman.toISOString().slice(11, 16)}`;
}

export const paymentTone = (status: string): BadgeTone =>
  status === 'Paid' ? 'ok' : status === 'Cancelled' ? 'bad' : 'warn';
export const orderTone = (status: string): BadgeTone =>
  status === 'Delivered' ? 'ok' : status === 'Cancelled' ? 'bad' : 'brand';
export const paymentTypeLabel = (method: string) => (method === 'COD' ? 'Cash on delivery' : 'Card');

/** sales_order.refund_status of a cancelled order whose payment was received and must go back. */
export const REFUND_DUE = 'Due';

/** The delivery address on one line, the zone by its name (the zone id only when its name is unknown). */
export function addressLine(order: {
  address: string | null;
  zone: string | null;
  zone_name: string | null;
  wilaya: string | null;
  province: string | null;
  postal_code: string | null;
  country: string;
}): string {
  const zone = order.zone_name ?? (order.zone ? `Zone ${order.zone}` : null);
  return [order.address, zone, order.wilaya, order.province, order.postal_code, order.country]
    .filter(Boolean)
    .join(', ');
}
