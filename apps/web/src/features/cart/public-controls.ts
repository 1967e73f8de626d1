// What a product's add and quantity controls use: the per-line limit and the cart's toasts.
export { useMaxUnitsPerLine } from './cart-limits';
export { useCartToast } from './use-cart-toast';
export type { CartOutcome } from './cart-toast';
