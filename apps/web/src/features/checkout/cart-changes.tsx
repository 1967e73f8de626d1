'use client';

import { Link } from '@/lib/i18n/navigation';
import { useT } from '@/lib/i18n/i18n-provider';
import { routes } from '@/lib/routes';
import { type CartLine, type LineChange } from '../cart/public';
import { isBlocked, LineChangeNotice } from '../cart/public-checkout';

/**
 * The lines that changed since the shopper saw them (issue 13), where the side summary is not
 * shown (phones): each line's name and what changed, and the way back to the cart when a line
 * can no longer be had.
 */
export function CartChanges({ items, changes }: { items: CartLine[]; changes: Record<string, LineChange> }) {
  const t = useT();
  const changed = items.filter((l) => changes[l.product.id]);
  if (changed.length === 0) return null;
  const blocked = changed.some((l) => isBlocked(changes[l.product.id]));
  return (
    <section
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50/60 p-4 desk:hidden"
      data-testid="cart-changes"
    >
      <ul className="flex flex-col gap-3">
        {changed.map((l) => (
          <li key={l.product.id} className="flex flex-col gap-1">
            <span className="text-sm font-medium">{l.product.name}</span>
            <LineChangeNotice change={changes[l.product.id]} />
          </li>
        ))}
      </ul>
      {blocked && (
        <Link href={routes.cart} className="text-sm font-semibold text-brand underline">
          {t('cart.blocked')}
        </Link>
      )}
    </section>
  );
}
