import { formatAmount, toBaisa } from '@shop/domain/money';

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
