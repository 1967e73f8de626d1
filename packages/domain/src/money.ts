import { DEFAULT_LANGUAGE, type Language } from './language';

/** Money is integer baisa: 1 OMR = 1000 baisa. Never a float inside the shop. */
export type Baisa = number;

export const BAISA_PER_RIAL = 1000;

/** The Omani rial's Arabic abbreviation (ريال عماني). */
const ARABIC_RIAL = 'ر.ع.';

/** Rial amount (as found on the wire, e.g. 12.5) → baisa, rounded to the nearest baisa. */
export function toBaisa(rial: number): Baisa {
  if (!Number.isFinite(rial)) throw new RangeError(`Not a finite amount: ${rial}`);
  return Math.round(rial * BAISA_PER_RIAL);
}

/** Baisa → rial number for wire formats that carry decimal rial (Frappe, Strapi). */
export function toRial(baisa: Baisa): number {
  return baisa / BAISA_PER_RIAL;
}

/** '12.500' — always three decimals. */
export function formatAmount(baisa: Baisa): string {
  const sign = baisa < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(baisa));
  const rial = Math.floor(abs / BAISA_PER_RIAL);
  const rest = String(abs % BAISA_PER_RIAL).padStart(3, '0');
  return `${sign}${rial}.${rest}`;
}

/**
 * A price as the shopper reads it, three decimals in both languages: 'OMR 12.500' in English,
 * '12.500 ر.ع.' in Arabic (the amount first, then the rial's Arabic abbreviation, as CLDR's ar-OM
 * pattern and Omani shops write it; in a right-to-left line the amount sits on the right).
 * Digits are Western (0-9) in Arabic too, by decision: Gulf shops and banks print prices, phone
 * numbers and order codes that way, shoppers type them that way in forms and SMS codes, and one
 * set of digits keeps a price identical across the page, the receipt and the card statement.
 */
export function formatOMR(baisa: Baisa, language: Language = DEFAULT_LANGUAGE): string {
  return language === 'ar' ? `${formatAmount(baisa)} ${ARABIC_RIAL}` : `OMR ${formatAmount(baisa)}`;
}
