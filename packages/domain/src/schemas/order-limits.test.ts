import { describe, expect, it } from 'vitest';
import { orderLimitsPatchSchema } from './order-limits';

describe('order limits as staff change them', () => {
  it('staff changes are whole numbers in range, the amount in OMR with at most 3 decimals, no unknown keys', () => {
    expect(orderLimitsPatchSchema.parse({ max_units_per_line: 12 })).toEqual({ max_units_per_line: 12 });
    const message = (patch: unknown) => orderLimitsPatchSchema.safeParse(patch).error?.issues[0]?.message;
    expect(message({ max_units_per_line: 0 })).toBe('Units of one product per order must be at least 1');
    expect(message({ max_units_per_line: 1000 })).toBe('Units of one product per order must be at most 999');
    expect(message({ max_lines_per_order: 101 })).toBe('Products per order must be at most 100');
    expect(message({ max_open_cod_per_phone: 1.5 })).toBe(
      'Open cash-on-delivery orders per phone must be a whole number',
    );
    expect(message({ max_unconfirmed_order_value: 0.5 })).toBe(
      'The largest unconfirmed order must be at least OMR 1.000',
    );
    expect(message({ max_unconfirmed_order_value: 10.0005 })).toBe(
      'The largest unconfirmed order may have at most 3 decimals',
    );
    expect(orderLimitsPatchSchema.safeParse({ max_everything: 1 }).success).toBe(false);
  });
});
