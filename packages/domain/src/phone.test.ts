import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRIES, OMAN, digitsOnly, fullNumber, nationalMaxLength, validateSignInPhone } from './phone';

describe('phone rules per country', () => {
  it('Oman is prefix 968 with valid length 11, so 8 national digits (SPEC §2, §9)', () => {
    expect(OMAN).toEqual({ name: 'Oman', prefix: '968', valid_length: 11 });
    expect(nationalMaxLength(OMAN)).toBe(8);
  });

  it('every default country has a 3-digit prefix and a national length of 8 or 9', () => {
    for (const c of DEFAULT_COUNTRIES) {
      expect(c.prefix).toMatch(/^\d{3}$/);
      expect([8, 9]).toContain(nationalMaxLength(c));
    }
    expect(DEFAULT_COUNTRIES.find((c) => c.prefix === '971')?.valid_length).toBe(12);
  });

  it('keeps digits only', () => {
    expect(digitsOnly(' +968 9123-4567 ')).toBe('96891234567');
    expect(digitsOnly('abc')).toBe('');
  });

  it('gives the SPEC §5 sign-in alerts', () => {
    expect(validateSignInPhone('', OMAN)).toBe('Please enter a valid number');
    expect(validateSignInPhone('9123', OMAN)).toBe('Please enter a valid number of 8 digits');
    expect(validateSignInPhone('91234567', OMAN)).toBeNull();
    expect(validateSignInPhone('912345678', OMAN)).toBe('Please enter a valid number of 8 digits');
  });

  it('joins prefix and number as digits', () => {
    expect(fullNumber('968', '9123 4567')).toBe('96891234567');
  });
});
