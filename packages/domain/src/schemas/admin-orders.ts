import { z } from 'zod';
import { OMAN_UTC_OFFSET_MINUTES } from '../dates';
import { ORDER_STAGES } from '../order-lifecycle';
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
    stage: z.preprocess(blankToUndefined, z.enum(ORDER_STAGES).optional()),
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

/** POST /api/admin/orders/:name/notes */
export const orderNoteSchema = z
  .object({
    body: z.string().trim().min(1, 'Write the note first.').max(2000, 'A note holds at most 2000 characters.'),
  })
  .strict();

/**
 * POST /api/admin/orders/:name/refunds/:id/resolve: a refund left pending (the provider did not
 * answer), settled with what staff found at the provider: its refund id, or that it has none.
 */
export const refundResolutionSchema = z.discriminatedUnion(
  'outcome',
  [
    z
      .object({
        outcome: z.literal('refunded'),
        providerRefundId: z
          .string()
          .trim()
          .min(1, 'Enter the refund id the provider shows.')
          .max(100, 'A refund id holds at most 100 characters.'),
      })
      .strict(),
    z.object({ outcome: z.literal('not-refunded') }).strict(),
  ],
  { error: 'outcome must be "refunded" (with providerRefundId) or "not-refunded".' },
);

/** POST /api/admin/orders/:name/refunds: the whole remaining payment, or some lines; the key makes a repeated click one refund. */
export const orderRefundSchema = z
  .object({
    idempotencyKey: z.uuid('idempotencyKey must be a UUID.'),
    reason: z.string().trim().min(3, 'Give a reason of at least 3 characters.').max(200),
    kind: z.enum(['full', 'lines']),
    lines: z
      .array(
        z
          .object({
            id: z.number().int().positive(),
            qty: z.number().int().min(1, 'Refund at least one unit.').max(1000),
          })
          .strict(),
      )
      .max(200)
      .optional(),
  })
  .strict()
  .refine((v) => v.kind === 'full' || (v.lines?.length ?? 0) > 0, {
    message: 'Choose at least one line to refund.',
    path: ['lines'],
  });
