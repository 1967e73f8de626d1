/** How a shopper may pay (the checkout form's PaymentType). */
export const PAYMENT_TYPES = ['Credit / Debit Card', 'COD'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
