// The add-or-increment action of the card's button, for client code that must not load the card itself.
export { useAddOrIncrement } from './add-to-cart-button';
