import { formatAmount, toBaisa } from '@shop/domain/money';
import type { DashboardFigures } from './dashboard-types';
import { axisTop, dayLabel, labelledDays } from './sales-axis';

type Day = DashboardFigures['days'][number];

const omr = (revenue: number) => `OMR ${formatAmount(toBaisa(revenue))}`;
const ordersText = (orders: number) => `${orders} order${orders === 1 ? '' : 's'}`;

/**
 * Revenue per Oman day, drawn in page pixels (not a scaled picture), so its words keep their size
 * at phone width: a scale in whole rials on the side, a date under today and the same weekday in
 * the weeks before, the best day in words, and every day's figures in a table that opens below.
 */
export function SalesChart({ days }: { days: Day[] }) {
  const top = axisTop(Math.max(...days.map((d) => d.revenue), 0));
  const best = days.reduce<Day | null>((found, d) => (d.revenue > (found?.revenue ?? 0) ? d : found), null);
  const labelled = labelledDays(days.length);
  return (
    <figure className="rounded-xl border border-line bg-white p-4" data-testid="sales-chart">
      <figcaption className="text-sm font-semibold">Sales, last {days.length} days (OMR, Oman time)</figcaption>
      <p className="mb-3 text-sm text-muted">
        {best
          ? `Best day ${dayLabel(best.date)}: ${omr(best.revenue)}, ${ordersText(best.orders)}.`
          : 'No sales in these days.'}
      </p>
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="flex h-40 flex-col justify-between text-end text-xs leading-none text-muted tabular-nums"
          data-testid="chart-scale"
        >
          {/* with nothing sold there is no scale to show above the 0 line */}
          <span>{top > 0 ? top.toLocaleString('en') : ''}</span>
          <span>{top > 0 ? (top / 2).toLocaleString('en') : ''}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <div
            role="img"
            aria-label={
              best
                ? `Revenue per day; the best day ${dayLabel(best.date)}, ${omr(best.revenue)}`
                : 'Revenue per day: none'
            }
            className="relative flex h-40 items-end gap-px border-b border-s border-line"
          >
            <span aria-hidden="true" className="absolute inset-x-0 top-0 border-t border-dashed border-line" />
            <span aria-hidden="true" className="absolute inset-x-0 top-1/2 border-t border-dashed border-line" />
            {days.map((d) => (
              <span
                key={d.date}
                title={`${dayLabel(d.date)}: ${omr(d.revenue)}, ${ordersText(d.orders)}`}
                className="relative min-w-0 flex-1 rounded-t-sm bg-brand"
                style={{ height: top > 0 ? `${(d.revenue / top) * 100}%` : 0, minHeight: d.orders > 0 ? 1 : 0 }}
              />
            ))}
          </div>
          <div aria-hidden="true" className="relative mt-1 h-4 text-xs leading-4 text-muted" data-testid="chart-days">
            {labelled.map((i) => (
              <span
                key={days[i]!.date}
                className="absolute whitespace-nowrap"
                style={
                  i === days.length - 1
                    ? { right: 0 }
                    : { left: `${((i + 0.5) / days.length) * 100}%`, transform: 'translateX(-50%)' }
                }
              >
                {dayLabel(days[i]!.date)}
              </span>
            ))}
          </div>
        </div>
      </div>
      <details className="mt-3 text-sm">
        <summary className="inline-flex min-h-6 cursor-pointer items-center font-medium text-brand">
          Figures per day
        </summary>
        <table className="mt-2 w-full tabular-nums">
          <caption className="sr-only">Revenue per day</caption>
          <thead className="text-start text-xs text-muted">
            <tr>
              <th scope="col" className="py-1 text-start font-medium">
                Day
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                Orders
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date} className="border-t border-line">
                <th scope="row" className="py-1 text-start font-normal">
                  {d.date}
                </th>
                <td className="py-1 text-end">{d.orders}</td>
                <td className="py-1 text-end">{omr(d.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
