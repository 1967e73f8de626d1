import { describe, expect, it } from 'vitest';
import { AVATAR_PALETTE_SIZE, avatarColorIndex, initials } from './avatar';

describe('reviewer avatar', () => {
  it('initials come from the first letters of the first and last words', () => {
    expect(initials('Aisha Al Balushi')).toBe('AB');
    expect(initials('  fatma  ')).toBe('F');
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
    expect(initials('سارة الحارثي')).toBe('سا');
  });

  it('the colour is stable per name and within the 16-colour palette', () => {
    expect(avatarColorIndex('Aisha')).toBe(avatarColorIndex('Aisha'));
    const indexes = new Set(
      ['A', 'B', 'Aisha', 'Maryam', 'Salim', 'Noor', 'Huda', 'Zainab', 'Khalid', 'Omar'].map(avatarColorIndex),
    );
    for (const i of indexes) expect(i).toBeGreaterThanOrEqual(0);
    for (const i of indexes) expect(i).toBeLessThan(AVATAR_PALETTE_SIZE);
    expect(indexes.size).toBeGreaterThan(3);
  });
});
