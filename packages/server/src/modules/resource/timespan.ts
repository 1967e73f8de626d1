import { OMAN_UTC_OFFSET_MINUTES, omanIsoDate } from '@shop/domain/dates';
import { toTimestamp } from '../../db/time';

/**
 * Frappe's `timespan` filter values (frappe/utils/data.py get_timespan_date_range): each names a
 * whole period of days, first and last day inclusive, counted on the shop's calendar (Oman).
 * Weeks start on Sunday (Frappe's default first day of the week); quarters in January, April,
 * July and October; "last 6 months" is the two quarters before this one, "next 6 months" the
 * two after it.
 */
export const TIMESPANS = [
  'last week',
  'last month',
  'last quarter',
  'last 6 months',
  'last year',
  'yesterday',
  'today',
  'tomorrow',
  'this week',
  'this month',
  'this quarter',
  'this year',
  'next week',
  'next month',
  'next quarter',
  'next 6 months',
  'next year',
] as const;
type Timespan = (typeof TIMESPANS)[number];

interface Day {
  y: number;
  m: number;
  d: number;
}

const utc = ({ y, m, d }: Day) => new Date(Date.UTC(y, m - 1, d));
const dayOf = (date: Date): Day => ({ y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() });
const iso = (day: Day) => utc(day).toISOString().slice(0, 10);
const addDays = (day: Day, n: number): Day => dayOf(new Date(utc(day).getTime() + n * 86_400_000));
/** The first day of the month `months` away from `day`'s month. */
const monthStart = (day: Day, months: number): Day => dayOf(new Date(Date.UTC(day.y, day.m - 1 + months, 1)));
const monthEnd = (day: Day, months: number): Day => addDays(monthStart(day, months + 1), -1);
const quarterStart = (day: Day, quarters: number): Day =>
  monthStart({ ...day, m: day.m - ((day.m - 1) % 3), d: 1 }, quarters * 3);
const quarterEnd = (day: Day, quarters: number): Day => addDays(quarterStart(day, quarters + 1), -1);
const weekStart = (day: Day, weeks: number): Day => addDays(day, weeks * 7 - utc(day).getUTCDay());
const weekEnd = (day: Day, weeks: number): Day => addDays(weekStart(day, weeks), 6);
const yearStart = (day: Day, years: number): Day => ({ y: day.y + years, m: 1, d: 1 });
const yearEnd = (day: Day, years: number): Day => ({ y: day.y + years, m: 12, d: 31 });

const ranges: Record<Timespan, (today: Day) => [Day, Day]> = {
  'last week': (t) => [weekStart(t, -1), weekEnd(t, -1)],
  'last month': (t) => [monthStart(t, -1), monthEnd(t, -1)],
  'last quarter': (t) => [quarterStart(t, -1), quarterEnd(t, -1)],
  'last 6 months': (t) => [quarterStart(t, -2), quarterEnd(t, -1)],
  'last year': (t) => [yearStart(t, -1), yearEnd(t, -1)],
  yesterday: (t) => [addDays(t, -1), addDays(t, -1)],
  today: (t) => [t, t],
  tomorrow: (t) => [addDays(t, 1), addDays(t, 1)],
  'this week': (t) => [weekStart(t, 0), weekEnd(t, 0)],
  'this month': (t) => [monthStart(t, 0), monthEnd(t, 0)],
  'this quarter': (t) => [quarterStart(t, 0), quarterEnd(t, 0)],
  'this year': (t) => [yearStart(t, 0), yearEnd(t, 0)],
  'next week': (t) => [weekStart(t, 1), weekEnd(t, 1)],
  'next month': (t) => [monthStart(t, 1), monthEnd(t, 1)],
  'next quarter': (t) => [quarterStart(t, 1), quarterEnd(t, 1)],
  'next 6 months': (t) => [quarterStart(t, 1), quarterEnd(t, 2)],
  'next year': (t) => [yearStart(t, 1), yearEnd(t, 1)],
};

export const isTimespan = (value: unknown): value is Timespan =>
  typeof value === 'string' && (TIMESPANS as readonly string[]).includes(value.trim().toLowerCase());

const OFFSET_MS = OMAN_UTC_OFFSET_MINUTES * 60_000;

/**
 * A timespan's bounds, today being `now` on Oman's calendar: for a date field its first and last
 * day (YYYY-MM-DD); for a datetime (stored in UTC, db/time.ts) the UTC instants its first Oman
 * day starts and its last one ends.
 */
export function timespanBounds(value: Timespan, now: Date, type: 'date' | 'datetime'): [string, string] {
  const [y, m, d] = omanIsoDate(now, 0).split('-').map(Number) as [number, number, number];
  const [from, to] = ranges[value.trim().toLowerCase() as Timespan]({ y, m, d });
  if (type === 'date') return [iso(from), iso(to)];
  return [
    toTimestamp(new Date(utc(from).getTime() - OFFSET_MS)),
    toTimestamp(new Date(utc(addDays(to, 1)).getTime() - OFFSET_MS - 1)),
  ];
}
