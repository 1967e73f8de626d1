import { z } from 'zod';
import { omrAmount } from './omr-amount';

/** Codes are stored upper-case: letters, digits, - and _. */
const discountCodeText = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,40}$/, 'The code must be 3–40 letters, digits, - or _');

const instant = z.iso.datetime({ offset: true, error: 'Dates must be ISO date-times, e.g. 2026-12-01T00:00:00+04:00' });

const terms = {
  valid_from: instant.nullable().default(null),
  valid_to: instant.nullable().default(null),
  usage_limit: z
    .number({ error: 'The usage limit must be a whole number' })
    .int('The usage limit must be a whole number')
    .min(1, 'The usage limit must be at least 1')
    .max(10_000_000, 'The usage limit is too large')
    .nullable()
    .default(null),
  active: z.boolean().default(true),
  description: z.string().trim().max(200, 'The description is too long').default(''),
};

type DateRange = { valid_from: string | null; valid_to: string | null };
const datesInOrder = (d: DateRange) => !d.valid_from || !d.valid_to || new Date(d.valid_from) < new Date(d.valid_to);

/** What a code gives: a percent (1–100), a fixed amount in OMR (→ baisa), or free shipping (value 0). */
function definition<S extends z.ZodRawShape>(extra: S) {
  return z
    .discriminatedUnion(
      'type',
      [
        z
          .object({
            ...extra,
            ...terms,
            type: z.literal('percentage'),
            value: z
              .number({ error: 'The percentage must be 1–100' })
              .int('The percentage must be a whole number')
              .min(1, 'The percentage must be 1–100')
              .max(100, 'The percentage must be 1–100'),
          })
          .strict(),
        z
          .object({
            ...extra,
            ...terms,
            type: z.literal('fixed'),
            value: omrAmount('The amount').refine((baisa) => baisa > 0, 'The amount must be above 0'),
          })
          .strict(),
        z
          .object({
            ...extra,
            ...terms,
            type: z.literal('shipping'),
            value: z.literal(0, 'A free-shipping code has value 0').default(0),
          })
          .strict(),
      ],
      { error: 'type must be percentage, fixed or shipping' },
    )
    .refine((d) => datesInOrder(d as DateRange), {
      message: 'valid_to must be after valid_from',
      path: ['valid_to'],
    });
}

/** POST /api/admin/discounts/codes */
export const discountCodeCreate = definition({ code: discountCodeText });

/** PUT /api/admin/discounts/codes/:code: the whole definition but the code itself. */
export const discountCodeReplace = definition({});

export type DiscountCodeInput = z.infer<typeof discountCodeReplace>;

export const discountCodeParams = z.object({ code: discountCodeText }).strict();

export const discountListQuery = z.object({ q: z.string().trim().max(40).optional() }).strict();
