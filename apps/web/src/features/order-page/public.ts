// What the back-office reuses of the shopper's order pages: the one tax invoice document.
export { TaxInvoiceDocument } from './tax-invoice-document';
