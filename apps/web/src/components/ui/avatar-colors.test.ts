import { AVATAR_PALETTE_SIZE } from '@shop/domain/avatar';
import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS } from './avatar';

/** WCAG relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('avatar colours (SPEC §2: a palette of 16)', () => {
  it('has 16 distinct colours', () => {
    expect(new Set(AVATAR_COLORS).size).toBe(AVATAR_PALETTE_SIZE);
  });

  it.each(AVATAR_COLORS)('%s keeps white initials readable (≥ 4.5:1)', (color) => {
    expect(contrast(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
