import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES,
  type CheckoutFields,
  checkoutErrors,
  checkoutFieldsSchema,
  checkoutSchema,
  firstCheckoutError,
  pickupDates,
  placeOrderRequestSchema,
  placeOrderSchema,
} from './checkout';
import { DEFAULT_COUNTRIES } from '../phone';

const valid: CheckoutFields = checkoutFieldsSchema.parse({
  CountryNumber: '968',
  MobileNumber: '91234567',
  FirstName: 'Aisha',
  CountryField: 'Oman',
  Province: 'Muscat',
  Wilaya: 'Bawshar',
  WilayaZone: '9',
  PaymentType: 'COD',
  ShippingField: 'Delivery',
});

const messages = (v: Partial<CheckoutFields>) => checkoutErrors({ ...valid, ...v }).map((e) => e.message);

describe('checkout validation (SPEC §5)', () => {
  it('a complete Oman delivery passes', () => {
    expect(checkoutErrors(valid)).toEqual([]);
    expect(checkoutSchema().safeParse(valid).success).toBe(true);
  });

  it('phone: empty, non-digits or the wrong length give the phone message', () => {
    for (const MobileNumber of ['', '9123 4567', '9123456', '912345678']) {
      expect(messages({ MobileNumber })).toEqual([CHECKOUT_MESSAGES.phone]);
    }
    expect(CHECKOUT_MESSAGES.phone).toBe('Phone Number should be a valid number');
  });

  it('phone: the length follows the chosen country code (UAE 9 digits) and an unknown code fails', () => {
    const uae = { CountryField: 'UAE', Address: 'Dubai Marina', PaymentType: 'Credit / Debit Card' as const };
    expect(messages({ ...uae, CountryNumber: '971', MobileNumber: '501234567' })).toEqual([]);
    expect(messages({ ...uae, CountryNumber: '971', MobileNumber: '50123456' })).toEqual([CHECKOUT_MESSAGES.phone]);
    expect(messages({ CountryNumber: '999', MobileNumber: '91234567' })).toEqual([CHECKOUT_MESSAGES.phone]);
  });

  it('first name is mandatory', () => {
    expect(messages({ FirstName: '' })).toEqual(['First Name is mandatory']);
  });

  it('Oman delivery needs province, wilaya and zone, in that order', () => {
    expect(messages({ Province: '', Wilaya: '', WilayaZone: '' })).toEqual([
      'Province is mandatory',
      'Wilaya is mandatory',
      'Zone is mandatory',
    ]);
  });

  it('delivery outside Oman needs an address, not a province', () => {
    expect(
      messages({
        CountryField: 'UAE',
        CountryNumber: '971',
        MobileNumber: '501234567',
        Province: '',
        Wilaya: '',
        WilayaZone: '',
        PaymentType: 'Credit / Debit Card',
      }),
    ).toEqual(['Address is mandatory']);
  });

  it('pickup needs a date and a time; the placeholders count as empty', () => {
    expect(
      messages({ ShippingField: 'Pick up from Store', DateField: 'Select a date', TimeField: 'Select a timing' }),
    ).toEqual(['Pick Up Date is mandatory', 'Pick Up Time is mandatory']);
    expect(
      messages({ ShippingField: 'Pick up from Store', DateField: '2026-11-23', TimeField: '10:00 AM - 01:00 PM' }),
    ).toEqual([]);
  });

  it('the first error follows the spec order: phone before first name before the address fields', () => {
    expect(firstCheckoutError({ ...valid, MobileNumber: '', FirstName: '', Province: '' })?.message).toBe(
      CHECKOUT_MESSAGES.phone,
    );
    expect(firstCheckoutError({ ...valid, FirstName: '', Province: '' })).toEqual({
      field: 'FirstName',
      message: 'First Name is mandatory',
    });
  });

  it('email is optional but must be an email when given', () => {
    expect(messages({ Email: '' })).toEqual([]);
    expect(messages({ Email: 'not-an-email' })).toEqual([CHECKOUT_MESSAGES.email]);
  });

  it('the country must be one the shop serves (settings may spell the UAE either way)', () => {
    expect(messages({ CountryField: 'Atlantis', Address: 'x', PaymentType: 'Credit / Debit Card' })).toEqual([
      CHECKOUT_MESSAGES.country,
    ]);
    expect(
      messages({ CountryField: 'United Arab Emirates', Address: 'x', PaymentType: 'Credit / Debit Card' }),
    ).toEqual([]);
    const settings = [{ name: 'Oman', prefix: '968', valid_length: 11 }];
    expect(
      checkoutErrors(
        { ...valid, CountryField: 'Qatar', Address: 'Doha', PaymentType: 'Credit / Debit Card' },
        settings,
      ).map((e) => e.message),
    ).toEqual([CHECKOUT_MESSAGES.country]);
  });

  it('the schema reports each problem on its field, for the form library', () => {
    const result = checkoutSchema().safeParse({ ...valid, FirstName: '', Wilaya: '' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['FirstName', 'First Name is mandatory'],
      ['Wilaya', 'Wilaya is mandatory'],
    ]);
  });

  it('cash on delivery and pickup are for Oman only', () => {
    const uae = { CountryField: 'UAE', CountryNumber: '971', MobileNumber: '501234567', Address: 'Dubai Marina' };
    expect(messages({ ...uae, PaymentType: 'COD' })).toEqual([CHECKOUT_MESSAGES.codOmanOnly]);
    expect(
      messages({
        ...uae,
        PaymentType: 'Credit / Debit Card',
        ShippingField: 'Pick up from Store',
        DateField: '2026-11-23',
        TimeField: 'x',
      }),
    ).toEqual([CHECKOUT_MESSAGES.pickupOmanOnly]);
  });
});

describe('pickup dates (SPEC §5: the next 1, 2 and 3 days)', () => {
  it('are the next three days on the Oman calendar, labelled DD-MM-YYYY', () => {
    expect(pickupDates(new Date('2026-11-22T08:00:00Z'))).toEqual([
      { value: '2026-11-23', label: '23-11-2026' },
      { value: '2026-11-24', label: '24-11-2026' },
      { value: '2026-11-25', label: '25-11-2026' },
    ]);
  });

  it('cross month ends, and late evening in Muscat already counts from the next day', () => {
    expect(pickupDates(new Date('2026-11-30T08:00:00Z')).map((d) => d.value)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
    expect(pickupDates(new Date('2026-11-22T21:00:00Z'))[0]?.value).toBe('2026-11-24');
  });
});

describe('place-order request', () => {
  const body = { idempotency_key: 'order-key-123', items: [{ item_code: 'LUN-00001', quantity: 2 }], form: valid };
  const issues = (input: unknown) => placeOrderSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

  it('accepts item codes, quantities, a code and the form', () => {
    const parsed = placeOrderSchema.parse({ ...body, discount_code: ' GLOW10 ' });
    expect(parsed.discount_code).toBe('GLOW10');
    expect(parsed.items).toEqual([{ item_code: 'LUN-00001', quantity: 2 }]);
  });

  it('ignores prices, totals and fees the client sends: they never reach the server', () => {
    const parsed = placeOrderSchema.parse({
      ...body,
      grand_total: 0.001,
      items: [{ item_code: 'A', quantity: 1, price: 0.001, custom_sale_price: 0 }],
      form: { ...valid, deliveryFee: 0 },
    });
    expect(parsed).not.toHaveProperty('grand_total');
    expect(parsed.items).toEqual([{ item_code: 'A', quantity: 1 }]);
    expect(parsed.form).not.toHaveProperty('deliveryFee');
  });

  it('runs the checkout rules on the form, with the SPEC messages', () => {
    expect(issues({ ...body, form: { ...valid, WilayaZone: '' } })).toEqual(['Zone is mandatory']);
  });

  it('refuses empty carts, bad quantities, repeated items, too many lines and bad keys with clear messages', () => {
    expect(issues({ ...body, items: [] })).toEqual(['The cart is empty']);
    expect(issues({ ...body, items: [{ item_code: 'A', quantity: 0 }] })).toEqual(['quantity must be at least 1']);
    expect(issues({ ...body, items: [{ item_code: 'A', quantity: 1.5 }] })).toEqual([
      'quantity must be a whole number',
    ]);
    expect(issues({ ...body, items: [{ item_code: 'A', quantity: '2' }] })).toEqual([
      'quantity must be a whole number',
    ]);
    expect(issues({ ...body, items: [{ item_code: 'A', quantity: 1000 }] })).toEqual(['quantity must be at most 999']);
    expect(
      issues({
        ...body,
        items: [
          { item_code: 'A', quantity: 1 },
          { item_code: 'A', quantity: 2 },
        ],
      }),
    ).toEqual(['Each item may appear only once']);
    const many = Array.from({ length: 101 }, (_, i) => ({ item_code: `I${i}`, quantity: 1 }));
    expect(issues({ ...body, items: many })).toEqual(['At most 100 lines per order']);
    expect(issues({ ...body, idempotency_key: 'short' })).toEqual([
      'idempotency_key must be 8–80 letters, digits, - or _',
    ]);
    expect(issues({ ...body, discount_code: 'x'.repeat(41) })).toEqual(['discount_code is too long']);
    expect(placeOrderSchema.safeParse(null).success).toBe(false);
  });

  it('checks the phone against the countries in settings', () => {
    const omanOnly = placeOrderRequestSchema([DEFAULT_COUNTRIES[0]!]);
    expect(omanOnly.safeParse(body).success).toBe(true);
    expect(
      omanOnly.safeParse({ ...body, form: { ...valid, CountryNumber: '971', MobileNumber: '501234567' } }).success,
    ).toBe(false);
  });
});

describe('checkout validation in Arabic: the same rules, every message in Arabic', () => {
  const empty = {
    ...valid,
    MobileNumber: '',
    FirstName: '',
    Province: '',
    Wilaya: '',
    WilayaZone: '',
    Email: 'not-an-email',
  };
  const arabicLetter = /[\u0600-\u06FF]/;

  it('gives the fields the English rules flag, each with an Arabic message', () => {
    const english = checkoutErrors(empty, DEFAULT_COUNTRIES, 'en');
    const arabic = checkoutErrors(empty, DEFAULT_COUNTRIES, 'ar');
    expect(arabic.map((e) => e.field)).toEqual(english.map((e) => e.field));
    for (const e of arabic) expect(e.message).toMatch(arabicLetter);
    expect(arabic[0]).toEqual({ field: 'MobileNumber', message: 'يرجى إدخال رقم هاتف صحيح' });
  });

  it('English stays SPEC letter for letter by default', () => {
    expect(firstCheckoutError(empty)).toEqual({ field: 'MobileNumber', message: CHECKOUT_MESSAGES.phone });
    expect(checkoutSchema(DEFAULT_COUNTRIES, 'ar').safeParse(empty).error?.issues[0]?.message).toBe(
      'يرجى إدخال رقم هاتف صحيح',
    );
  });
});
