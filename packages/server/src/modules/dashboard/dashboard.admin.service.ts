import { OMAN_UTC_OFFSET_MINUTES, omanIsoDate } from '@shop/domain/dates';
import { toRial } from '@shop/domain/money';
import type { DashboardFigures } from '@shop/domain/schemas/admin-replies';
import { hourOf } from './dashboard.admin.queries';
import type { Db } from '../../db/connection';
import { toTimestamp } from '../../db/time';
import { REFUND_DUE } from '../orders/order-constants';
import { CARD, COD } from '../orders/open-orders';

export const CHART_DAYS = 30;

/** The UTC instant at which an Oman calendar day (YYYY-MM-DD) begins. */
function omanDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - OMAN_UTC_OFFSET_MINUTES * 60_000);
}

type Hourly = { hour: string; n: number | string | null }[];

/** UTC hours folded into Oman days (exact: Oman is UTC+4 all year). */
function byOmanDay(rows: Hourly): Map<string, number> {
  const days = new Map<string, number>();
  for (const row of rows) {
    const day = omanIsoDate(new Date(`${row.hour.replace(' ', 'T')}:00:00Z`));
    days.set(day, (days.get(day) ?? 0) + Number(row.n ?? 0));
  }
  return days;
}

/**
 * Orders placed (not cancelled) and revenue received today, this month and per day for the last
 * 30 days, Oman time; the money still awaited; how many cancelled orders wait for a refund.
 * Revenue is money in hand, counted on the day it came (paid_at): a card order when the
 * provider reports it paid, a COD order when it is delivered or collected, less what was refunded;
 * a cancelled order counts nothing. Awaited: open card orders not paid yet, open COD orders
 * whose cash is not collected yet. Each figure is one aggregate grouped by the UTC hour (text
 * prefix of the stored timestamp, on its index's range) on both engines.
 */
export async function dashboardFigures(db: Db, now = new Date()): Promise<DashboardFigures> {
  const today = omanIsoDate(now);
  const monthStart = `${today.slice(0, 7)}-01`;
  const chartStart = omanIsoDate(now, -(CHART_DAYS - 1));
  const from = toTimestamp(omanDayStart(monthStart < chartStart ? monthStart : chartStart));
  const until = toTimestamp(omanDayStart(omanIsoDate(now, 1)));
  const placedHour = hourOf('creation');
  const paidHour = hourOf('paid_at');
  const [placed, paid, awaiting, refunds] = await Promise.all([
    db.kysely
      .selectFrom('sales_order')
      .select([placedHour.as('hour'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('creation', '>=', from)
      .where('creation', '<', until)
      .where('status', '!=', 'Cancelled')
      .groupBy(placedHour)
      .execute(),
    db.kysely
      .selectFrom('sales_order')
      .select([
        paidHour.as('hour'),
        (eb) => eb.fn.sum<number>(eb('grand_total', '-', eb.ref('refunded_amount'))).as('n'),
      ])
      .where('paid_at', '>=', from)
      .where('paid_at', '<', until)
      .where('custom_payment_verification_check', '=', 1)
      .where('status', '!=', 'Cancelled')
      .groupBy(paidHour)
      .execute(),
    db.kysely
      .selectFrom('sales_order')
      .select([
        'payment_method',
        (eb) => eb.fn.countAll<number>().as('orders'),
        (eb) => eb.fn.sum<number>('grand_total').as('amount'),
      ])
      .where('status', '!=', 'Cancelled')
      .where('stage', 'not in', ['cancelled', 'delivered', 'collected'])
      .where('custom_payment_verification_check', '=', 0)
      .groupBy('payment_method')
      .execute(),
    db.kysely
      .selectFrom('sales_order')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('refund_status', '=', REFUND_DUE)
      .executeTakeFirstOrThrow(),
  ]);

  const orders = byOmanDay(placed);
  const revenue = byOmanDay(paid);
  const figure = (days: string[]): { orders: number; revenue: number } => ({
    orders: days.reduce((sum, d) => sum + (orders.get(d) ?? 0), 0),
    revenue: toRial(days.reduce((sum, d) => sum + (revenue.get(d) ?? 0), 0)),
  });
  const month = today.slice(0, 7);
  const monthDays = [...new Set([...orders.keys(), ...revenue.keys()])].filter((d) => d.startsWith(month));
  const chart = Array.from({ length: CHART_DAYS }, (_, i) => omanIsoDate(now, i - (CHART_DAYS - 1)));
  const awaited = (method: string) => {
    const row = awaiting.find((r) => r.payment_method === method);
    return { orders: Number(row?.orders ?? 0), amount: toRial(Number(row?.amount ?? 0)) };
  };
  return {
    today: { date: today, ...figure([today]) },
    month: { month, ...figure(monthDays) },
    days: chart.map((date) => ({ date, ...figure([date]) })),
    awaiting: { card: awaited(CARD), cod: awaited(COD) },
    needsRefund: Number(refunds.n),
  };
}
