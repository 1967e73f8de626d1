import { z } from 'zod';
import { OMAN_UTC_OFFSET_MINUTES } from '../dates';
import { PAYMENT_TYPES } from '../payment-types';

/** Back-office order list filters. Dates are Oman calendar days (YYYY-MM-DD), both ends included. */
const ADMIN_PAYMENT_STATUSES = ['Unpaid', 'Paid', 'Cancelled'] as const;
const ADMIN_ORDER_STATUSES = ['Placed', 'Delivered', 'Cancelled'] as const;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'use YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'not a real date');
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const adminOrderQuerySchema = z
  .object({
    paymentStatus: z.preprocess(blankToUndefined, z.enum(ADMIN_PAYMENT_STATUSES).optional()),
    paymentType: z.preprocess(blankToUndefined, z.enum(PAYMENT_TYPES).optional()),
    status: z.preprocess(blankToUndefined, z.enum(ADMIN_ORDER_STATUSES).optional()),
    /** 'due': only orders whose payment must be refunded (paid, then cancelled). */
    refund: z.preprocess(blankToUndefined, z.enum(['due']).optional()),
    from: z.preprocess(blankToUndefined, isoDay.optional()),
    to: z.preprocess(blankToUndefined, isoDay.optional()),
    q: z.preprocess(blankToUndefined, z.string().trim().max(60).optional()),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict()
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'from must not be after to', path: ['from'] });

export type AdminOrderQuery = z.infer<typeof adminOrderQuerySchema>;

/** The UTC instant an Oman calendar day starts: '2026-11-23' → 2026-11-22T20:00:00Z. */
export function omanDayStart(isoDate: string, days = 0): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days) - OMAN_UTC_OFFSET_MINUTES * 60_000);
}
