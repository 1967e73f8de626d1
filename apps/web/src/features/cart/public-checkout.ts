// What the checkout reuses of the cart page: its empty state, totals, quote and line notices.
export { CartEmpty } from './cart-empty';
export { displayTotals } from './cart-totals';
export { deliveryFee } from './delivery-fee';
export { LineChangeNotice, isBlocked } from './line-change-notice';
export { cartLineRefs } from './quote-request';
export { type ShownTotals, type TotalsRow, QuotedTotals, estimatedTotals, quotedTotals } from './quoted-totals';
export { useCartHydrated } from './use-cart-hydrated';
export { useCartQuote } from './use-cart-quote';
