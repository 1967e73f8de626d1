import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRIES, OMAN, digitsOnly, fullNumber, nationalMaxLength, validateSignInPhone } from './phone';

describe('phone rules per country', () => {
  it('Oman is prefix 968 with valid length 11, so 8 national digits (SPEC §2, §9)', () => {
    expect(OMAN).toEqual({ name: 'Oman', prefix: '968', valid_length: 11 });
    expect(nationalMaxLength(OMAN)).toBe(8);
  });

  it('the Gulf countries offered have their prefixes and national lengths', () => {
    expect(DEFAULT_COUNTRIES.map((c) => [c.name, c.prefix, c.valid_length, nationalMaxLength(c)])).toEqual([
      ['Oman', '968', 11, 8],
      ['UAE', '971', 12, 9],
      ['Saudi Arabia', '966', 12, 9],
      ['Qatar', '974', 11, 8],
      ['Kuwait', '965', 11, 8],
      ['Bahrain', '973', 11, 8],
    ]);
  });

  it('a country whose valid length is shorter than its prefix allows no digits, not a negative count', () => {
    expect(nationalMaxLength({ prefix: '968', valid_length: 2 })).toBe(0);
  });

  it('keeps digits only', () => {
    expect(digitsOnly(' +968 9123-4567 ')).toBe('96891234567');
    expect(digitsOnly('abc')).toBe('');
  });

  it('gives the SPEC §5 sign-in alerts', () => {
    expect(validateSignInPhone('', OMAN)).toBe('Please enter a valid number');
    expect(validateSignInPhone('9123', OMAN)).toBe('Please enter a valid number of 8 digits');
    expect(validateSignInPhone('', OMAN, 'ar')).toBe('يرجى إدخال رقم صحيح');
    expect(validateSignInPhone('9123', OMAN, 'ar')).toBe('يرجى إدخال رقم صحيح مكوّن من 8 أرقام');
    expect(validateSignInPhone('9123', { prefix: '1', valid_length: 12 }, 'ar')).toBe(
      'يرجى إدخال رقم صحيح مكوّن من 11 رقمًا',
    );
    expect(validateSignInPhone('91234567', OMAN)).toBeNull();
    expect(validateSignInPhone('50123456', { prefix: '971', valid_length: 12 })).toBe(
      'Please enter a valid number of 9 digits',
    );
    expect(validateSignInPhone('912345678', OMAN)).toBe('Please enter a valid number of 8 digits');
  });

  it('joins prefix and number as digits', () => {
    expect(fullNumber('968', '9123 4567')).toBe('96891234567');
  });
});
