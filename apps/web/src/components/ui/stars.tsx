/** One star of the 20 × 20 grid, drawn from its top point (relative moves, so it can be repeated). */
const STAR = 'l2.6 5.4 5.9.8-4.3 4.1 1 5.9-5.2-2.8-5.2 2.8 1-5.9-4.3-4.1 5.9-.8z';
const starsPath = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, k) => `M${10 + 20 * (from + k)} 1.5${STAR}`).join('');

/** Each star 14, 16 or 20 px square. */
const sizes = { sm: 'h-3.5 w-17.5', md: 'h-4 w-20', lg: 'h-5 w-25' } as const;

/**
 * Five stars filled to the rounded value (0..5): one drawing with a path for the filled stars and
 * one for the rest (a card shows one per product; five separate icons made the home page's DOM ~600
 * nodes larger).
 */
export function Stars({ value, size = 'sm' }: { value: number; size?: keyof typeof sizes }) {
  const filled = Math.round(Math.min(5, Math.max(0, value)));
  return (
    <span className="inline-flex" aria-hidden="true">
      <svg viewBox="0 0 100 20" className={sizes[size]}>
        {filled > 0 && <path d={starsPath(0, filled)} className="fill-amber-500" />}
        {filled < 5 && <path d={starsPath(filled, 5)} className="fill-line" />}
      </svg>
    </span>
  );
}
