import type { MessageId } from '@/lib/i18n/catalog';
import type { AddOutcome, QuantityOutcome } from './cart-store';

export type CartOutcome = AddOutcome | QuantityOutcome | 'removed';

export type CartToast = { kind: 'success' | 'warning'; message: MessageId } | null;

/** SPEC §8: the toast a cart change earns; none when nothing changed. */
export function cartToast(outcome: CartOutcome): CartToast {
  switch (outcome) {
    case 'added':
      return { kind: 'success', message: 'cart.toast.added' };
    case 'incremented':
      return { kind: 'success', message: 'cart.toast.updated' };
    case 'decremented':
      return { kind: 'success', message: 'cart.toast.reduced' };
    case 'removed':
      return { kind: 'success', message: 'cart.toast.removed' };
    case 'max':
      return { kind: 'warning', message: 'cart.toast.max' };
    case 'min':
      return { kind: 'warning', message: 'cart.toast.min' };
    default:
      return null;
  }
}
