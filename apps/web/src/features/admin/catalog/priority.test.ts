import { describe, expect, it } from 'vitest';
import { parsePriority } from './priority';

describe('a brand or category priority staff type', () => {
  it('a priority is a whole number, empty meaning 0, negative allowed', () => {
    expect(parsePriority('')).toEqual({ ok: true, value: 0 });
    expect(parsePriority(' 12 ')).toEqual({ ok: true, value: 12 });
    expect(parsePriority('-3')).toEqual({ ok: true, value: -3 });
  });

  it('a priority with decimals, letters or over six digits is refused in words', () => {
    for (const typed of ['1.5', 'ten', '1234567']) {
      expect(parsePriority(typed)).toEqual({ ok: false, message: 'Priority: a whole number (higher comes first)' });
    }
  });
});
