import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'ok' | 'warn' | 'bad' | 'brand';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-neutral-100 text-neutral-700',
  ok: 'bg-green-50 text-ok',
  warn: 'bg-amber-50 text-amber-800',
  bad: 'bg-red-50 text-sale',
  brand: 'bg-blush text-brand-dark',
};

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}
