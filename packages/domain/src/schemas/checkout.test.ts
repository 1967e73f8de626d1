import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES, type CheckoutFields, checkoutErrors, checkoutFieldsSchema, checkoutSchema, firstCheckoutError,
  pickupDates, placeOrderSchema,
} from './checkout';

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
      messages({ CountryField: 'UAE', CountryNumber: '971', MobileNumber: '501234567', Province: '', Wilaya: '', WilayaZone: '', PaymentType: 'Credit / Debit Card' }),
    ).toEqual(['Address is mandatory']);
  });

  it('pickup needs a date and a time; the placeholders count as empty', () => {
    expect(messages({ ShippingField: 'Pick up from Store', DateField: 'Select a date', TimeField: 'Select a timing' })).toEqual([
      'Pick Up Date is mandatory',
      'Pick Up Time is mandatory',
    ]);
    expect(messages({ ShippingField: 'Pick up from Store', DateField: '2026-11-23', TimeField: '10:00 AM - 01:00 PM' })).toEqual([]);
  });

  it('the first error follows the spec order: phone before first name before the address fields', () => {
    expect(firstCheckoutError({ ...valid, MobileNumber: '', FirstName: '', Province: '' })?.message).toBe(CHECKOUT_MESSAGES.phone);
    expect(firstCheckoutError({ ...valid, FirstName: '', Province: '' })).toEqual({ field: 'FirstName', message: 'First Name is mandatory' });
  });

  it('email is optional but must be an email when given', () => {
    expect(messages({ Email: '' })).toEqual([]);
    expect(messages({ Email: 'not-an-email' })).toEqual([CHECKOUT_MESSAGES.email]);
  });

  it('cash on delivery and pickup are for Oman only', () => {
    const uae = { CountryField: 'UAE', CountryNumber: '971', MobileNumber: '501234567', Address: 'Dubai Marina' };
    expect(messages({ ...uae, PaymentType: 'COD' })).toEqual([CHECKOUT_MESSAGES.codOmanOnly]);
    expect(messages({ ...uae, PaymentType: 'Credit / Debit Card', ShippingField: 'Pick up from Store', DateField: '2026-11-23', TimeField: 'x' })).toEqual([
      CHECKOUT_MESSAGES.pickupOmanOnly,
    ]);
  });
});

describe('pickup dates', () => {
  it('are the next 1, 2 and 3 days', () => {
    expect(pickupDates(new Date(2026, 10, 30)).map((d) => d.value)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    expect(pickupDates(new Date(2026, 10, 22))[0]).toEqual({ value: '2026-11-23', label: 'Mon 23 Nov' });
  });
});

describe('place-order request', () => {
  const body = { idempotency_key: 'order-key-123', items: [{ item_code: 'LUN-00001', quantity: 2 }], form: valid };

  it('accepts item codes, quantities, a code and the form', () => {
    expect(placeOrderSchema.safeParse({ ...body, discount_code: 'GLOW10' }).success).toBe(true);
  });

  it('refuses prices, totals and unknown keys anywhere', () => {
    expect(placeOrderSchema.safeParse({ ...body, grand_total: 1 }).success).toBe(false);
    expect(placeOrderSchema.safeParse({ ...body, items: [{ item_code: 'A', quantity: 1, price: 0.001 }] }).success).toBe(false);
    expect(placeOrderSchema.safeParse({ ...body, form: { ...valid, deliveryFee: 0 } }).success).toBe(false);
  });

  it('refuses empty carts, bad quantities, too many lines and bad keys', () => {
    expect(placeOrderSchema.safeParse({ ...body, items: [] }).success).toBe(false);
    for (const quantity of [0, -1, 1.5, 1000]) {
      expect(placeOrderSchema.safeParse({ ...body, items: [{ item_code: 'A', quantity }] }).success).toBe(false);
    }
    const many = Array.from({ length: 101 }, (_, i) => ({ item_code: `I${i}`, quantity: 1 }));
    expect(placeOrderSchema.safeParse({ ...body, items: many }).success).toBe(false);
    expect(placeOrderSchema.safeParse({ ...body, idempotency_key: 'short' }).success).toBe(false);
  });
});
