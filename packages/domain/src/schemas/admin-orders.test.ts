import { describe, expect, it } from 'vitest';
import { adminOrderQuerySchema, omanDayStart } from './admin-orders';

describe('admin order filters', () => {
  it('turns an Oman day into its UTC start', () => {
    expect(omanDayStart('2026-11-23').toISOString()).toBe('2026-11-22T20:00:00.000Z');
    expect(omanDayStart('2026-11-30', 1).toISOString()).toBe('2026-11-30T20:00:00.000Z');
  });
  it('drops blank filters and refuses a reversed range or an unknown status', () => {
    expect(adminOrderQuerySchema.parse({ paymentStatus: '', q: ' ', page: '2' })).toEqual({ page: 2, pageSize: 25 });
    expect(adminOrderQuerySchema.safeParse({ from: '2026-11-23', to: '2026-11-01' }).success).toBe(false);
    expect(adminOrderQuerySchema.safeParse({ paymentStatus: 'Refunded' }).success).toBe(false);
    expect(adminOrderQuerySchema.safeParse({ from: '2026-02-31x' }).success).toBe(false);
  });
});
