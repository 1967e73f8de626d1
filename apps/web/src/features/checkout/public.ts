// What other features use of the checkout; everything else in features/checkout is its own.
export { useCheckoutState } from './checkout-state';
