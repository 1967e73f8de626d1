import { OMAN_UTC_OFFSET_MINUTES, omanIsoDate } from '@shop/domain/dates';
import { toRial } from '@shop/domain/money';
import type { DashboardFigures } from '@shop/domain/schemas/admin-replies';
import { creationHour } from './dashboard.admin.queries';
import type { Db } from '../../db/connection';
import { toTimestamp } from '../../db/time';
import { REFUND_DUE } from '../orders/order-constants';

export const CHART_DAYS = 30;

/** The UTC instant at which an Oman calendar day (YYYY-MM-DD) begins. */
function omanDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - OMAN_UTC_OFFSET_MINUTES * 60_000);
}

/**
 * Orders and revenue (grand_total of every order not cancelled) today, this month and per day
 * for the last 30 days, Oman time, and how many cancelled orders wait for a refund. One aggregate on both engines: orders grouped by the UTC hour
 * of their creation (text prefix 'YYYY-MM-DD HH' of the stored timestamp, on the creation
 * index's range), folded into Oman days here, which is exact because Oman is UTC+4 all year.
 */
export async function dashboardFigures(db: Db, now = new Date()): Promise<DashboardFigures> {
  const today = omanIsoDate(now);
  const monthStart = `${today.slice(0, 7)}-01`;
  const chartStart = omanIsoDate(now, -(CHART_DAYS - 1));
  const from = omanDayStart(monthStart < chartStart ? monthStart : chartStart);
  const until = omanDayStart(omanIsoDate(now, 1));
  const hour = creationHour();
  const [rows, refunds] = await Promise.all([
    db.kysely
      .selectFrom('sales_order')
      .select([hour.as('hour'), (eb) => eb.fn.countAll<number>().as('orders'), (eb) => eb.fn.sum<number>('grand_total').as('revenue')])
      .where('creation', '>=', toTimestamp(from))
      .where('creation', '<', toTimestamp(until))
      .where('status', '!=', 'Cancelled')
      .groupBy(hour)
      .execute(),
    db.kysely
      .selectFrom('sales_order')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('refund_status', '=', REFUND_DUE)
      .executeTakeFirstOrThrow(),
  ]);

  const byDay = new Map<string, { orders: number; revenue: number }>();
  for (const row of rows) {
    const day = omanIsoDate(new Date(`${row.hour.replace(' ', 'T')}:00:00Z`));
    const sum = byDay.get(day) ?? { orders: 0, revenue: 0 };
    sum.orders += Number(row.orders);
    sum.revenue += Number(row.revenue ?? 0);
    byDay.set(day, sum);
  }
  const figure = (days: string[]): { orders: number; revenue: number } => {
    let orders = 0;
    let baisa = 0;
    for (const d of days) {
      orders += byDay.get(d)?.orders ?? 0;
      baisa += byDay.get(d)?.revenue ?? 0;
    }
    return { orders, revenue: toRial(baisa) };
  };
  const monthDays = [...byDay.keys()].filter((d) => d.startsWith(today.slice(0, 7)));
  const chart = Array.from({ length: CHART_DAYS }, (_, i) => omanIsoDate(now, i - (CHART_DAYS - 1)));
  return {
    today: { date: today, ...figure([today]) },
    month: { month: today.slice(0, 7), ...figure(monthDays) },
    days: chart.map((date) => ({ date, ...figure([date]) })),
    needsRefund: Number(refunds.n),
  };
}
