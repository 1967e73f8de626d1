import { z } from 'zod';
import { type CountryOption, DEFAULT_COUNTRIES, digitsOnly, nationalMaxLength } from '../phone';
import { isOman } from '../shipping';

/** SPEC §3 'Checkout form' values. */
export const PAYMENT_TYPES = ['Credit / Debit Card', 'COD'] as const;
export const SHIPPING_METHODS = ['Delivery', 'Pick up from Store'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Placeholders that count as empty (SPEC §5). */
export const DATE_PLACEHOLDER = 'Select a date';
export const TIME_PLACEHOLDER = 'Select a timing';

/** SPEC §5 messages, letter for letter, in the order the form checks them. */
export const CHECKOUT_MESSAGES = {
  phone: 'Phone Number should be a valid number',
  firstName: 'First Name is mandatory',
  address: 'Address is mandatory',
  province: 'Province is mandatory',
  wilaya: 'Wilaya is mandatory',
  zone: 'Zone is mandatory',
  pickupDate: 'Pick Up Date is mandatory',
  pickupTime: 'Pick Up Time is mandatory',
  email: 'Email should be a valid email address',
  codOmanOnly: 'Cash on delivery is available in Oman only',
  pickupOmanOnly: 'Pick up from store is available in Oman only',
} as const;

const text = (max: number) => z.string().trim().max(max).default('');

export const checkoutFieldsSchema = z.object({
  CountryNumber: z.string().regex(/^\d{1,4}$/).default('968'),
  MobileNumber: text(20),
  Email: text(254),
  CountryField: z.string().trim().min(1).max(60).default('Oman'),
  Province: text(60),
  Wilaya: text(60),
  WilayaZone: text(20),
  Address: text(500),
  PostalCode: text(12),
  FirstName: text(80),
  DateField: text(40),
  TimeField: text(60),
  PaymentType: z.enum(PAYMENT_TYPES).default('Credit / Debit Card'),
  ShippingField: z.enum(SHIPPING_METHODS).default('Delivery'),
  Outlet: text(120),
});

export type CheckoutFields = z.infer<typeof checkoutFieldsSchema>;
export type CheckoutField = keyof CheckoutFields;

export interface CheckoutError {
  field: CheckoutField;
  message: string;
}

const emptyChoice = (value: string, placeholder: string) => value.trim() === '' || value === placeholder;

/**
 * Every checkout problem in the order SPEC §5 lists them (the form shows the first as an
 * info toast and marks the field 'required'). The country list gives the phone length.
 */
export function checkoutErrors(values: CheckoutFields, countries: CountryOption[] = DEFAULT_COUNTRIES): CheckoutError[] {
  const errors: CheckoutError[] = [];
  const country = countries.find((c) => c.prefix === values.CountryNumber);
  const phone = values.MobileNumber;
  const phoneOk =
    phone !== '' && digitsOnly(phone) === phone && (!country || phone.length === nationalMaxLength(country));
  if (!phoneOk) errors.push({ field: 'MobileNumber', message: CHECKOUT_MESSAGES.phone });
  if (!values.FirstName) errors.push({ field: 'FirstName', message: CHECKOUT_MESSAGES.firstName });
  const oman = isOman(values.CountryField);
  if (values.ShippingField === 'Delivery') {
    if (!oman && !values.Address) errors.push({ field: 'Address', message: CHECKOUT_MESSAGES.address });
    if (oman) {
      if (!values.Province) errors.push({ field: 'Province', message: CHECKOUT_MESSAGES.province });
      if (!values.Wilaya) errors.push({ field: 'Wilaya', message: CHECKOUT_MESSAGES.wilaya });
      if (!values.WilayaZone) errors.push({ field: 'WilayaZone', message: CHECKOUT_MESSAGES.zone });
    }
  } else {
    if (!oman) errors.push({ field: 'ShippingField', message: CHECKOUT_MESSAGES.pickupOmanOnly });
    if (emptyChoice(values.DateField, DATE_PLACEHOLDER)) errors.push({ field: 'DateField', message: CHECKOUT_MESSAGES.pickupDate });
    if (emptyChoice(values.TimeField, TIME_PLACEHOLDER)) errors.push({ field: 'TimeField', message: CHECKOUT_MESSAGES.pickupTime });
  }
  if (values.Email && !z.email().safeParse(values.Email).success) errors.push({ field: 'Email', message: CHECKOUT_MESSAGES.email });
  if (values.PaymentType === 'COD' && !oman) errors.push({ field: 'PaymentType', message: CHECKOUT_MESSAGES.codOmanOnly });
  return errors;
}

export function firstCheckoutError(values: CheckoutFields, countries?: CountryOption[]): CheckoutError | null {
  return checkoutErrors(values, countries)[0] ?? null;
}

/** The checkout form's schema (for react-hook-form's resolver and the server alike). */
export function checkoutSchema(countries: CountryOption[] = DEFAULT_COUNTRIES) {
  return checkoutFieldsSchema.superRefine((values, ctx) => {
    for (const e of checkoutErrors(values, countries)) ctx.addIssue({ code: 'custom', path: [e.field], message: e.message });
  });
}

/** SPEC §5: pickup dates are the next 1, 2 and 3 days (value YYYY-MM-DD, label like 'Mon 23 Nov'). */
export function pickupDates(today: Date): { value: string; label: string }[] {
  return [1, 2, 3].map((offset) => {
    const day = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + offset));
    const value = day.toISOString().slice(0, 10);
    const label = day.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    return { value, label };
  });
}

/** What the browser sends to place an order: the form, item codes and quantities — never prices. */
export const placeOrderSchema = z
  .object({
    idempotency_key: z.string().regex(/^[A-Za-z0-9_-]{8,80}$/, 'idempotency_key must be 8–80 letters, digits, - or _'),
    items: z
      .array(z.object({ item_code: z.string().trim().min(1).max(140), quantity: z.number().int().min(1).max(999) }).strict())
      .min(1, 'The cart is empty')
      .max(100, 'At most 100 lines per order'),
    discount_code: z.string().trim().max(40).optional(),
    form: checkoutFieldsSchema.strict(),
  })
  .strict();

export type PlaceOrderRequest = z.infer<typeof placeOrderSchema>;
