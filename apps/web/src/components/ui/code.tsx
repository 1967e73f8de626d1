import type { ReactNode } from 'react';

/**
 * A code shown in text of either direction: an order number, a SKU, a discount code, a phone
 * number. It reads left to right as a run of its own (`<bdi dir="ltr">`) and never breaks across
 * lines, so a right-to-left line neither reorders nor cuts its start.
 */
export function Code({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className ? `whitespace-nowrap ${className}` : 'whitespace-nowrap'}>
      {children}
    </bdi>
  );
}
