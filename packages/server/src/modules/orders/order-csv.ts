import { toCsv } from '@shop/domain/csv';
import { formatAmount } from '@shop/domain/money';
import { STAGE_LABELS, stageOf } from '@shop/domain/order-lifecycle';
import { adminOrderQuerySchema } from '@shop/domain/schemas/admin-orders';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { filteredOrders } from './orders.admin.service';

/** The most rows one export holds; narrow the filters for more. */
const CSV_MAX_ROWS = 10_000;

const HEADER = [
  'Order',
  'Placed (UTC)',
  'Customer',
  'Phone',
  'Email',
  'Payment',
  'Payment status',
  'Stage',
  'Shipping',
  'Province',
  'Wilaya',
  'Address',
  'Code',
  'Total (OMR)',
  'Refunded (OMR)',
  'Refund',
] as const;

/** The order list's filters (page and page size ignored), newest first, as CSV with amounts in OMR. */
export async function ordersCsv(db: Kysely<Database>, query: unknown): Promise<string> {
  const filters = adminOrderQuerySchema.parse(query);
  const rows = await filteredOrders(db, filters)
    .select([
      'name',
      'creation',
      'first_name',
      'phone',
      'email',
      'payment_method',
      'custom_online_payment_status',
      'stage',
      'shipping_method',
      'province',
      'wilaya',
      'address',
      'coupon_code',
      'grand_total',
      'refunded_amount',
      'refund_status',
    ])
    .orderBy('creation', 'desc')
    .orderBy('name', 'desc')
    .limit(CSV_MAX_ROWS)
    .execute();
  return toCsv(
    HEADER,
    rows.map((o) => [
      o.name,
      o.creation,
      o.first_name,
      `+${o.phone}`,
      o.email,
      o.payment_method,
      o.custom_online_payment_status,
      STAGE_LABELS[stageOf(o.stage)],
      o.shipping_method,
      o.province,
      o.wilaya,
      o.address,
      o.coupon_code,
      formatAmount(o.grand_total),
      formatAmount(o.refunded_amount),
      o.refund_status,
    ]),
  );
}
