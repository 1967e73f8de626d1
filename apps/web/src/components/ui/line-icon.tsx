import type { ReactNode } from 'react';

/** A line icon on the 24-unit grid, stroked in the text's colour and hidden from assistive technology; `children` draw it. */
export function LineIcon({
  className = 'size-5',
  strokeWidth = 2,
  children,
}: {
  className?: string;
  strokeWidth?: number;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
