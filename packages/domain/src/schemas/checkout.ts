import { z } from 'zod';
import { formatDisplayDate, omanIsoDate } from '../dates';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../order-limits';
import { type CountryOption, DEFAULT_COUNTRIES, digitsOnly, nationalMaxLength } from '../phone';
import { PAYMENT_TYPES } from '../payment-types';
import type { Language } from '../language';
import { isOman, isUae } from '../shipping';

/** SPEC §3 'Checkout form' values. */
export const SHIPPING_METHODS = ['Delivery', 'Pick up from Store'] as const;
/** The payment choices, where the checkout form's readers look for them. */
export { PAYMENT_TYPES };

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
  country: 'We do not deliver to this country',
} as const;

type CheckoutMessages = Record<keyof typeof CHECKOUT_MESSAGES, string>;

/** The same messages for Arabic pages, written for Gulf shoppers. */
const CHECKOUT_MESSAGES_AR: CheckoutMessages = {
  phone: 'يرجى إدخال رقم هاتف صحيح',
  firstName: 'الاسم الأول مطلوب',
  address: 'العنوان مطلوب',
  province: 'المحافظة مطلوبة',
  wilaya: 'الولاية مطلوبة',
  zone: 'المنطقة مطلوبة',
  pickupDate: 'تاريخ الاستلام مطلوب',
  pickupTime: 'وقت الاستلام مطلوب',
  email: 'يرجى إدخال بريد إلكتروني صحيح',
  codOmanOnly: 'الدفع عند الاستلام متاح داخل عُمان فقط',
  pickupOmanOnly: 'الاستلام من المتجر متاح داخل عُمان فقط',
  country: 'لا نوفّر التوصيل إلى هذه الدولة',
};

/** The checkout messages in a language: SPEC's English, or Arabic. */
export function checkoutMessages(language: Language = 'en'): CheckoutMessages {
  return language === 'ar' ? CHECKOUT_MESSAGES_AR : CHECKOUT_MESSAGES;
}

const text = (max: number) => z.string().trim().max(max).default('');

export const checkoutFieldsSchema = z.object({
  CountryNumber: z
    .string()
    .regex(/^\d{1,4}$/)
    .default('968'),
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
type CheckoutField = keyof CheckoutFields;

export interface CheckoutError {
  field: CheckoutField;
  message: string;
}

const emptyChoice = (value: string, placeholder: string) => value.trim() === '' || value === placeholder;

/**
 * Every checkout problem in the order SPEC §5 lists them (the form shows the first as an
 * info toast and marks the field 'required'). The country list (settings' valid_countries)
 * gives the phone length.
 *
 * Decisions (SPEC §5 names only "non-empty" and a max length for the phone): the number must
 * have exactly the country's national length (valid_length − prefix length) and a prefix the
 * shop serves, or the order could not be confirmed by phone. The checks the spec does not
 * word (email format, country served, pickup and COD outside Oman, which the form never
 * offers) come after the spec's own, with messages of our own.
 */
export function checkoutErrors(
  values: CheckoutFields,
  countries: CountryOption[] = DEFAULT_COUNTRIES,
  language: Language = 'en',
): CheckoutError[] {
  const CHECKOUT_MESSAGES = checkoutMessages(language);
  const errors: CheckoutError[] = [];
  const country = countries.find((c) => c.prefix === values.CountryNumber);
  const phone = values.MobileNumber;
  const phoneOk =
    country !== undefined && phone !== '' && digitsOnly(phone) === phone && phone.length === nationalMaxLength(country);
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
    if (emptyChoice(values.DateField, DATE_PLACEHOLDER))
      errors.push({ field: 'DateField', message: CHECKOUT_MESSAGES.pickupDate });
    if (emptyChoice(values.TimeField, TIME_PLACEHOLDER))
      errors.push({ field: 'TimeField', message: CHECKOUT_MESSAGES.pickupTime });
  }
  if (values.Email && !z.email().safeParse(values.Email).success)
    errors.push({ field: 'Email', message: CHECKOUT_MESSAGES.email });
  if (!countries.some((c) => sameCountry(c.name, values.CountryField)))
    errors.push({ field: 'CountryField', message: CHECKOUT_MESSAGES.country });
  if (values.PaymentType === 'COD' && !oman)
    errors.push({ field: 'PaymentType', message: CHECKOUT_MESSAGES.codOmanOnly });
  return errors;
}

function sameCountry(a: string, b: string): boolean {
  if (isOman(a) || isOman(b)) return isOman(a) && isOman(b);
  if (isUae(a) || isUae(b)) return isUae(a) && isUae(b);
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function firstCheckoutError(
  values: CheckoutFields,
  countries?: CountryOption[],
  language: Language = 'en',
): CheckoutError | null {
  return checkoutErrors(values, countries, language)[0] ?? null;
}

/** The checkout form's schema (for react-hook-form's resolver and the server alike), its messages in `language`. */
export function checkoutSchema(countries: CountryOption[] = DEFAULT_COUNTRIES, language: Language = 'en') {
  return checkoutFieldsSchema.superRefine((values, ctx) => {
    for (const e of checkoutErrors(values, countries, language))
      ctx.addIssue({ code: 'custom', path: [e.field], message: e.message });
  });
}

/**
 * SPEC §5 / §9: pickup dates are the next 1, 2 and 3 days, counted on Oman's calendar
 * (see dates.ts). value 'YYYY-MM-DD' (the sales order's pickup date), label DD-MM-YYYY
 * (SPEC §9 date display default).
 */
export function pickupDates(now: Date): { value: string; label: string }[] {
  return [1, 2, 3].map((days) => {
    const value = omanIsoDate(now, days);
    return { value, label: formatDisplayDate(value) };
  });
}

/** The largest amount (rial) a client may say it was shown: far above any price, so a typo is a 400, not an overflow. */
const MAX_SHOWN_RIAL = 10_000_000;

/** A rial amount with at most 3 decimals, as the storefront shows it. */
const shownRial = (what: string) =>
  z
    .number({ error: `${what} must be an amount in rial` })
    .min(0, `${what} must not be negative`)
    .max(MAX_SHOWN_RIAL, `${what} is too large`)
    .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, `${what} has more than 3 decimals`);

const orderLineSchema = z.object({
  item_code: z.string().trim().min(1, 'item_code is required').max(140),
  quantity: z
    .number({ error: 'quantity must be a whole number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`),
  /** The unit sale price (rial) the shopper was shown for this line: the server says whether it changed. Never used to bill. */
  shown_price: shownRial('shown_price').optional(),
});

/** The cart lines of a quote or an order: 1 to MAX_ORDER_LINES, each item once. */
export const orderLinesSchema = z
  .array(orderLineSchema)
  .min(1, 'The cart is empty')
  .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} lines per order`)
  .refine((lines) => new Set(lines.map((l) => l.item_code)).size === lines.length, 'Each item may appear only once');

export const discountCodeField = z.string().trim().max(40, 'discount_code is too long').optional();

/**
 * What the browser sends to place an order: the checkout form, item codes and quantities,
 * a discount code and an idempotency key. Never prices to bill: issue 4 and ARCHITECTURE say a
 * client-sent price or total is ignored, so unknown keys (price, grand_total, the form's
 * deliveryFee…) are stripped, not trusted; every known field is checked, and the form
 * passes the same SPEC §5 checks as the checkout page. What the shopper was shown (each
 * line's shown_price, the expected_total) only ever stops an order that would bill otherwise.
 */
export function placeOrderRequestSchema(countries: CountryOption[] = DEFAULT_COUNTRIES) {
  return placeOrderShape(checkoutSchema(countries));
}

/**
 * The same body checked for shape only (types, lengths, item lines); the server runs the
 * SPEC §5 form checks itself against the countries in its settings.
 */
export const placeOrderBodySchema = placeOrderShape(checkoutFieldsSchema);

function placeOrderShape<F extends z.ZodType>(form: F) {
  return z.object({
    idempotency_key: z.string().regex(/^[A-Za-z0-9_-]{8,80}$/, 'idempotency_key must be 8–80 letters, digits, - or _'),
    items: orderLinesSchema,
    discount_code: discountCodeField,
    form,
    /**
     * The grand total (rial) the shopper saw. When present and the order would now cost
     * anything else, or a line can no longer be had as asked, nothing is written: a 409 carries
     * the new quote. Absent (API clients that price nothing), the server's total is billed.
     */
    expected_total: shownRial('expected_total').optional(),
  });
}

export const placeOrderSchema = placeOrderRequestSchema();
