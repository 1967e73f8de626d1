import { formatAmount, toBaisa } from '@shop/domain/money';
import type { DashboardFigures } from './dashboard-types';

const W = 720;
const H = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 8 };

/** Revenue per Oman day for 30 days, as inline SVG bars (tooltips by <title>; a table fallback for screen readers). */
export function SalesChart({ days }: { days: DashboardFigures['days'] }) {
  const max = Math.max(...days.map((d) => d.revenue), 0);
  const plotH = H - PAD.top - PAD.bottom;
  const slot = (W - PAD.left - PAD.right) / Math.max(days.length, 1);
  const barW = Math.max(2, slot * 0.7);
  return (
    <figure className="rounded-xl border border-line bg-white p-4">
      <figcaption className="mb-2 text-sm font-semibold">Sales, last {days.length} days (OMR, Oman time)</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={`Revenue per day; highest OMR ${formatAmount(toBaisa(max))}`}>
        <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} className="stroke-line" strokeWidth={1} />
        {days.map((d, i) => {
          const h = max > 0 ? (d.revenue / max) * plotH : 0;
          const x = PAD.left + i * slot + (slot - barW) / 2;
          return (
            <g key={d.date}>
              <rect x={x} y={H - PAD.bottom - h} width={barW} height={Math.max(h, d.orders > 0 ? 1 : 0)} rx={2} className="fill-brand">
                <title>{`${d.date.slice(8, 10)}-${d.date.slice(5, 7)}: OMR ${formatAmount(toBaisa(d.revenue))}, ${d.orders} order${d.orders === 1 ? '' : 's'}`}</title>
              </rect>
              {i % 5 === 0 || i === days.length - 1 ? (
                <text x={x + barW / 2} y={H - 8} textAnchor="middle" className="fill-muted text-[11px]">
                  {`${d.date.slice(8, 10)}/${d.date.slice(5, 7)}`}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>Revenue per day</caption>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{d.date}</th>
              <td>{d.orders} orders</td>
              <td>OMR {formatAmount(toBaisa(d.revenue))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
