import type { CSSProperties } from 'react';

/** Each star 14, 16 or 20 px square. */
const sizes = { sm: 'h-3.5', md: 'h-4', lg: 'h-5' } as const;

/**
 * Five stars filled to the rounded value (0..5), drawn by one element: the `stars` utility masks a
 * row of five stars over a two-colour gradient that changes colour at --stars-filled. A card shows
 * one per product, so the home page's fifty cards carry no SVG paths.
 */
export function Stars({ value, size = 'sm' }: { value: number; size?: keyof typeof sizes }) {
  const filled = Math.round(Math.min(5, Math.max(0, value)));
  return (
    <span
      aria-hidden="true"
      className={`stars ${sizes[size]}`}
      style={{ '--stars-filled': `${filled * 20}%` } as CSSProperties}
    />
  );
}
