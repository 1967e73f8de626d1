import type { Language } from './language';
import { counted } from './plural';

/** A country the shop serves (SPEC §3 'Country option'): valid_length counts the prefix. */
export interface CountryOption {
  name: string;
  prefix: string;
  valid_length: number;
}

/** The countries offered when settings give none; SPEC §2 default: Oman, 968, valid length 11. */
export const DEFAULT_COUNTRIES: CountryOption[] = [
  { name: 'Oman', prefix: '968', valid_length: 11 },
  { name: 'UAE', prefix: '971', valid_length: 12 },
  { name: 'Saudi Arabia', prefix: '966', valid_length: 12 },
  { name: 'Qatar', prefix: '974', valid_length: 11 },
  { name: 'Kuwait', prefix: '965', valid_length: 11 },
  { name: 'Bahrain', prefix: '973', valid_length: 11 },
];

export const OMAN: CountryOption = DEFAULT_COUNTRIES[0]!;

/** SPEC §5: phone inputs keep digits only. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** SPEC §5: the national number's max length = valid_length − prefix length (8 for Oman). */
export function nationalMaxLength(country: Pick<CountryOption, 'prefix' | 'valid_length'>): number {
  return Math.max(0, country.valid_length - country.prefix.length);
}

/** SPEC §5 sign-in alerts: empty → 'Please enter a valid number'; shorter → '… of {n} digits' (in Arabic on Arabic pages). */
export function validateSignInPhone(
  national: string,
  country: Pick<CountryOption, 'prefix' | 'valid_length'>,
  language: Language = 'en',
): string | null {
  const digits = digitsOnly(national);
  const length = nationalMaxLength(country);
  const arabic = language === 'ar';
  if (digits.length === 0) return arabic ? 'يرجى إدخال رقم صحيح' : 'Please enter a valid number';
  if (digits.length !== length)
    return arabic
      ? `يرجى إدخال رقم صحيح مكوّن من ${counted('ar', length, 'digit')}`
      : `Please enter a valid number of ${length} digits`;
  return null;
}

/** Country code + national number, digits only: '968' + '91234567' → '96891234567'. */
export function fullNumber(prefix: string, national: string): string {
  return `${digitsOnly(prefix)}${digitsOnly(national)}`;
}
