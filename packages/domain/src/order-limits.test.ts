import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORDER_LIMITS,
  deliveryAddressKey,
  lineQuantityCap,
  openOrdersRefusal,
  orderLimitProblem,
  orderLimitsFromSetting,
  orderSizeRefusal,
  orderValueRefusal,
} from './order-limits';
import { canIncrement } from './pricing';

const limits = { ...DEFAULT_ORDER_LIMITS };
const lines = (n: number, quantity = 1) => Array.from({ length: n }, (_, i) => ({ name: `Cream ${i + 1}`, quantity }));

describe('order limits as stored in the order_limits setting', () => {
  it('defaults: 10 units a line, 30 lines, OMR 500, 2 open COD orders a phone, 3 an address, 3 unpaid card orders a phone, 48 h to confirm', () => {
    expect(orderLimitsFromSetting(undefined)).toEqual({
      max_units_per_line: 10,
      max_lines_per_order: 30,
      max_unconfirmed_order_value: 500,
      max_open_cod_per_phone: 2,
      max_open_cod_per_address: 3,
      max_open_card_per_phone: 3,
      cod_confirmation_hours: 48,
    });
  });

  it('reads each stored value, and falls back to its default one by one when missing or invalid', () => {
    expect(orderLimitsFromSetting({ max_units_per_line: 6, max_unconfirmed_order_value: 250.5 })).toMatchObject({
      max_units_per_line: 6,
      max_unconfirmed_order_value: 250.5,
      max_lines_per_order: 30,
    });
    expect(
      orderLimitsFromSetting({
        max_units_per_line: 0,
        max_lines_per_order: 2.5,
        max_open_cod_per_phone: '3',
        cod_confirmation_hours: -1,
      }),
    ).toEqual(DEFAULT_ORDER_LIMITS);
    expect(orderLimitsFromSetting({ max_units_per_line: 5000, max_lines_per_order: 101 })).toEqual(
      DEFAULT_ORDER_LIMITS,
    );
    expect(orderLimitsFromSetting('not an object')).toEqual(DEFAULT_ORDER_LIMITS);
  });

  it('each limit is a whole number in its range; the amount is OMR with at most 3 decimals', () => {
    expect(orderLimitProblem('max_units_per_line', 999)).toBeNull();
    expect(orderLimitProblem('max_units_per_line', 1000)).toBe('Units of one product per order must be at most 999');
    expect(orderLimitProblem('max_lines_per_order', 0)).toBe('Products per order must be at least 1');
    expect(orderLimitProblem('cod_confirmation_hours', 720)).toBeNull();
    expect(orderLimitProblem('cod_confirmation_hours', '48')).toBe(
      'Hours to confirm a cash-on-delivery order must be a whole number',
    );
    expect(orderLimitProblem('max_unconfirmed_order_value', 99.995)).toBeNull();
    expect(orderLimitProblem('max_unconfirmed_order_value', Number.NaN)).toBe(
      'The largest unconfirmed order must be a number in OMR',
    );
  });
});

describe('the cart line cap: min(stock, max_units_per_line)', () => {
  it('is the stock when that is lower, the setting otherwise, never negative', () => {
    expect(lineQuantityCap(3, 10)).toBe(3);
    expect(lineQuantityCap(7_473, 10)).toBe(10);
    expect(lineQuantityCap(0, 10)).toBe(0);
    expect(lineQuantityCap(-2, 10)).toBe(0);
  });

  it('a unit may be added only below the cap', () => {
    const canAddUnit = (quantity: number, stock: number) => canIncrement(quantity, lineQuantityCap(stock, 10));
    expect(canAddUnit(9, 100)).toBe(true);
    expect(canAddUnit(10, 100)).toBe(false);
    expect(canAddUnit(2, 3)).toBe(true);
    expect(canAddUnit(3, 3)).toBe(false);
    expect(canAddUnit(1, 0)).toBe(false);
  });
});

describe('an order’s size', () => {
  it('passes at the limits', () => {
    expect(orderSizeRefusal(limits, lines(30, 10))).toBeNull();
  });

  it('refuses a 31st line, naming the limit', () => {
    expect(orderSizeRefusal(limits, lines(31))).toEqual({
      limit: 'max_lines_per_order',
      max: 30,
    });
  });

  it('refuses an 11th unit of a product, naming the product', () => {
    expect(
      orderSizeRefusal(limits, [
        { name: 'Rose Toner', quantity: 2 },
        { name: 'Night Cream', quantity: 11 },
      ]),
    ).toEqual({
      limit: 'max_units_per_line',
      max: 10,
    });
  });
});

describe('an order’s value before payment or confirmation', () => {
  it('passes up to the limit, to the baisa', () => {
    expect(orderValueRefusal(limits, 500_000)).toBeNull();
  });

  it('refuses one baisa more, in OMR with 3 decimals', () => {
    expect(orderValueRefusal(limits, 500_001)).toEqual({
      limit: 'max_unconfirmed_order_value',
      max: 500,
    });
    expect(orderValueRefusal({ ...limits, max_unconfirmed_order_value: 99.95 }, 99_951)?.limit).toBe(
      'max_unconfirmed_order_value',
    );
  });
});

describe('orders already waiting for the same phone or address', () => {
  it('cash on delivery: the phone’s limit first, then the address’s; no address, no address limit', () => {
    expect(openOrdersRefusal(limits, 'COD', { phone: 1, address: 2 })).toBeNull();
    expect(openOrdersRefusal(limits, 'COD', { phone: 2, address: 0 })).toMatchObject({
      limit: 'max_open_cod_per_phone',
      max: 2,
    });
    expect(openOrdersRefusal(limits, 'COD', { phone: 0, address: 3 })).toMatchObject({
      limit: 'max_open_cod_per_address',
      max: 3,
    });
    expect(openOrdersRefusal(limits, 'COD', { phone: 0, address: null })).toBeNull();
  });

  it('card: unpaid card orders per phone; the address does not count', () => {
    expect(openOrdersRefusal(limits, 'Credit / Debit Card', { phone: 2, address: 50 })).toBeNull();
    expect(openOrdersRefusal(limits, 'Credit / Debit Card', { phone: 3, address: null })).toMatchObject({
      limit: 'max_open_card_per_phone',
      max: 3,
    });
  });
});

describe('the delivery address an order counts under', () => {
  it('ignores case, spaces and punctuation, keeps Arabic letters, and tells zones and countries apart', () => {
    const key = (address: string | null, zone: string | null = '8', country = 'Oman') =>
      deliveryAddressKey({ country, zone, address });
    expect(key('Way 123, House 4')).toBe(key('  way 123 house-4 '));
    expect(key('Way 123, House 4')).toBe('oman|8|way123house4');
    expect(key('Way 123, House 4')).not.toBe(key('Way 123, House 5'));
    expect(key('Way 123, House 4')).not.toBe(key('Way 123, House 4', '9'));
    expect(key('Marina Walk', null, 'UAE')).toBe('uae||marinawalk');
    expect(key('شارع ١٢٣، منزل ٤')).toBe(key('شارع ١٢٣ منزل ٤'));
  });

  it('is none without address text (a zone alone is too wide to limit)', () => {
    expect(deliveryAddressKey({ country: 'Oman', zone: '8', address: null })).toBeNull();
    expect(deliveryAddressKey({ country: 'Oman', zone: '8', address: ' ,. ' })).toBeNull();
  });
});
