import { toBaisa } from '../money';
import { z } from 'zod';

/**
 * An amount in OMR as staff type it (a JSON number, at most 3 decimals, ≥ 0), turned into integer
 * baisa at the boundary. 12.5 → 12 500; 1.2345 is refused rather than silently rounded.
 */
export const omrAmount = (label: string, max = 1_000_000) =>
  z
    .number({ error: `${label} must be a number in OMR` })
    .finite()
    .min(0, `${label} must not be negative`)
    .max(max, `${label} is too large`)
    .refine((rial) => Math.abs(toBaisa(rial) - rial * 1000) < 1e-6, `${label} may have at most 3 decimals`)
    .transform((rial) => toBaisa(rial));
