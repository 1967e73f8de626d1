import { buttonClass } from '@/components/ui/button-class';

/** Arabic inputs: written right to left, in Arabic, next to the English they translate (issue 16). */
export const arabicInput = { dir: 'rtl', lang: 'ar' } as const;

export const inputClass =
  'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink focus:border-brand';
export const primaryButton = buttonClass({ size: 'sm', shape: 'lg' });
export const secondaryButton =
  'rounded-lg border border-line bg-white px-3 py-1.5 text-sm font-medium hover:bg-blush disabled:opacity-60';

/** A field's label above its control. */
export const labelClass = 'block text-xs font-medium text-muted';
