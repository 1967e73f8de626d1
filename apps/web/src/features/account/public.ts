// What other features use of the account; everything else in features/account is its own.
export { AccountLink } from './account-link';
