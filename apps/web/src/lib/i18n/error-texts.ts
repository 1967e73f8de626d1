import { errors as arabic } from './ar/errors';
import { errors as english } from './en/errors';
import type { Locale } from './locale';

/** The error pages' texts, read straight from the catalog: they show when the layout (and its messages) failed. */
export function errorTexts(locale: Locale): Record<keyof typeof english, string> {
  return locale === 'ar-OM' ? arabic : english;
}
