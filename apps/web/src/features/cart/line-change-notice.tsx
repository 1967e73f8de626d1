'use client';

import { useT } from '@/lib/i18n/i18n-provider';
import type { LineChange } from './cart-store';
import { price } from '@/lib/i18n/price';

/** What changed on a line since the shopper saw it (issue 13): the old and new price, fewer left, or none to be had. */
export function LineChangeNotice({ change }: { change: LineChange | undefined }) {
  const t = useT();
  if (!change) return null;
  const notes: string[] = [];
  if (change.status === 'unavailable') notes.push(t('cart.change.unavailable'));
  else if (change.status === 'out_of_stock') notes.push(t('cart.change.outOfStock'));
  if (change.price)
    notes.push(t('cart.change.price', { from: price(t, change.price.from), to: price(t, change.price.to) }));
  if (change.onlyLeft !== undefined && !change.status) notes.push(t('cart.change.onlyLeft', { n: change.onlyLeft }));
  return (
    <ul className="flex flex-col gap-1" data-testid="line-change">
      {notes.map((note) => (
        <li key={note} className="w-fit rounded-lg bg-amber-50 px-2 py-1 text-xs font-medium text-amber-900">
          {note}
        </li>
      ))}
    </ul>
  );
}

/** A line that cannot be checked out until it is removed. */
export const isBlocked = (change: LineChange | undefined): boolean => Boolean(change?.status);
