import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { StatusArt } from '@/features/layout/public';

/** The shared frame of the order outcome pages: art, a headline, text and the way on. */
export function OrderOutcome({
  title,
  children,
  actions,
  testId,
}: {
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <section
      className="container-shop flex flex-col items-center gap-4 py-16 text-center desk:py-24"
      data-testid={testId}
    >
      <StatusArt className="h-32 w-auto desk:h-40" />
      <h1 className="max-w-xl text-2xl font-semibold desk:text-3xl">{title}</h1>
      {children}
      {actions && <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div>}
    </section>
  );
}

export const primaryAction = buttonClass({ size: 'md', shape: 'full' });
