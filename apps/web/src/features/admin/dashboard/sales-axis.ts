/** The top of the chart's scale: the day's highest revenue (rials) rounded up to 1, 2 or 5 times a power of ten; 0 when nothing sold. */
export function axisTop(highest: number): number {
  if (highest <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(highest));
  return [1, 2, 5, 10].map((m) => m * power).find((top) => top >= highest)!;
}

/** The days that carry a date under the chart: today and the same weekday in the weeks before (room for each at 390 px). */
export function labelledDays(count: number): number[] {
  const labelled: number[] = [];
  for (let i = count - 1; i >= 0; i -= 7) labelled.unshift(i);
  return labelled;
}

/** '2026-11-05' → '05/11' (day and month, as Oman writes them). */
export const dayLabel = (date: string): string => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
