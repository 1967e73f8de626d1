import { formatAmount, toBaisa } from '@shop/domain/money';
import { buttonClass } from '@/components/ui/button-class';

/** '12.500' for an OMR amount the admin API sent (a rial number). */
export const omrText = (rial: number | null | undefined) =>
  rial === null || rial === undefined ? '' : formatAmount(toBaisa(rial));

/** What staff typed in an OMR field: a number with at most 3 decimals, or an error message. The server checks again. */
export function parseOmr(text: string, label: string): { ok: true; value: number } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (!/^\d{1,7}(\.\d{1,3})?$/.test(trimmed))
    return { ok: false, message: `${label}: enter an amount in OMR, e.g. 12.500` };
  return { ok: true, value: Number(trimmed) };
}

/** Arabic inputs: written right to left, in Arabic, next to the English they translate (issue 16). */
export const arabicInput = { dir: 'rtl', lang: 'ar' } as const;

export const inputClass =
  'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink focus:border-brand';
export const primaryButton = buttonClass({ size: 'sm', shape: 'lg' });
export const secondaryButton =
  'rounded-lg border border-line bg-white px-3 py-1.5 text-sm font-medium hover:bg-blush disabled:opacity-60';
