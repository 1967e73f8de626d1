import { formatAmount, formatOMR, toBaisa } from '@shop/domain/money';
import { formatDisplayDate } from '@shop/domain/dates';
import Link from 'next/link';
import { PageHeader } from '../ui/page-header';
import type { DashboardFigures, SalesFigure } from './dashboard-types';
import { SalesChart } from './sales-chart';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function Stat({ label, figure, testId }: { label: string; figure: SalesFigure; testId: string }) {
  return (
    <div className="rounded-xl border border-line bg-white p-4" data-testid={testId}>
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums">{formatOMR(toBaisa(figure.revenue))}</p>
      <p className="text-sm text-muted">
        {figure.orders} order{figure.orders === 1 ? '' : 's'}
      </p>
    </div>
  );
}

function Awaiting({
  label,
  note,
  figure,
  testId,
}: {
  label: string;
  note: string;
  figure: DashboardFigures['awaiting']['card'];
  testId: string;
}) {
  return (
    <div className="rounded-xl border border-line bg-white p-4" data-testid={testId}>
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 text-xl font-semibold tabular-nums">{formatOMR(toBaisa(figure.amount))}</p>
      <p className="text-sm text-muted">
        {figure.orders} order{figure.orders === 1 ? '' : 's'} · {note}
      </p>
    </div>
  );
}

/** Today's and this month's orders and revenue received (cancelled orders left out), money still awaited, and the 30-day chart. */
export function Dashboard({ figures }: { figures: DashboardFigures }) {
  const month = MONTHS[Number(figures.month.month.slice(5, 7)) - 1] ?? figures.month.month;
  const total30 = figures.days.reduce((sum, d) => sum + toBaisa(d.revenue), 0);
  return (
    <>
      <PageHeader
        title="Dashboard"
        description={`Oman time. Revenue is money received (cards when paid, cash on delivery when handed over), less refunds. Last 30 days: OMR ${formatAmount(total30)}.`}
      />
      <div className="mb-6 grid gap-4 desk:grid-cols-2">
        <Stat
          label={`Today, ${formatDisplayDate(figures.today.date)}`}
          figure={figures.today}
          testId="dashboard-today"
        />
        <Stat label={`${month} ${figures.month.month.slice(0, 4)}`} figure={figures.month} testId="dashboard-month" />
      </div>
      <div className="mb-6 grid gap-4 desk:grid-cols-2">
        <Awaiting
          label="Awaiting card payment"
          note="not counted as revenue"
          figure={figures.awaiting.card}
          testId="dashboard-awaiting-card"
        />
        <Awaiting
          label="Cash on delivery not collected yet"
          note="not counted as revenue"
          figure={figures.awaiting.cod}
          testId="dashboard-awaiting-cod"
        />
      </div>
      <Link
        href="/admin/orders?refund=due"
        data-testid="dashboard-refunds"
        className={`mb-6 flex items-center justify-between gap-4 rounded-xl border p-4 hover:underline ${figures.needsRefund > 0 ? 'border-sale bg-red-50 text-sale' : 'border-line bg-white text-muted'}`}
      >
        <span>
          <span className="block font-semibold">Needs refund</span>
          <span className="text-sm">Paid, then cancelled: the money goes back</span>
        </span>
        <span className="text-2xl font-semibold tabular-nums">{figures.needsRefund}</span>
      </Link>
      <SalesChart days={figures.days} />
    </>
  );
}
