/**
 * Calendar dates as the shop in Oman sees them. Oman keeps UTC+4 all year (no daylight
 * saving), so a fixed offset gives the same day on a UTC server and in a shopper's browser.
 */
export const OMAN_UTC_OFFSET_MINUTES = 240;

const MS_PER_DAY = 86_400_000;

/** 'YYYY-MM-DD' of the Oman calendar day `days` after the one holding `now`. */
export function omanIsoDate(now: Date, days = 0): string {
  const shifted = new Date(now.getTime() + OMAN_UTC_OFFSET_MINUTES * 60_000 + days * MS_PER_DAY);
  if (Number.isNaN(shifted.getTime())) throw new RangeError('Invalid date');
  return shifted.toISOString().slice(0, 10);
}

/**
 * SPEC §9 date display default DD-MM-YYYY: '2026-11-23' → '23-11-2026', the same on Arabic pages
 * by decision: Western digits as in prices and phone numbers (money.ts), and a run of digits and
 * hyphens keeps its left-to-right order inside Arabic text without any isolate. Dates written with
 * words (a review's age) use Arabic words on Arabic pages (features/reviews/review-time.ts).
 */
export function formatDisplayDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/** An instant (ISO text) as the Oman calendar day it falls on, displayed DD-MM-YYYY: what invoices and order pages print. */
export function omanDisplayDate(instant: string): string {
  const at = new Date(instant);
  return Number.isNaN(at.getTime()) ? instant : formatDisplayDate(omanIsoDate(at));
}
