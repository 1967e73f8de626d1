// What other features use of the cart on any page: the store and its types.
// The add/quantity controls' helpers are in public-controls.ts, what only the checkout reuses in
// public-checkout.ts: each page loads (and is given the messages of) only what it uses.
export { type LineChange, selectItemCount, useCart } from './cart-store';
export type { CartLine, VerifiedDiscount } from './cart-types';
