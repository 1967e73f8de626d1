import { describe, expect, it } from 'vitest';
import { routeSlugOf } from './route-slug';

describe('routeSlugOf (a product route suggested from its name)', () => {
  it('lowercases and joins words with single hyphens', () => {
    expect(routeSlugOf('Vitamin C Serum 30ml')).toBe('vitamin-c-serum-30ml');
    expect(routeSlugOf('  Rose -- Water / Toner  ')).toBe('rose-water-toner');
  });
  it('drops accents and spells out &', () => {
    expect(routeSlugOf('Crème Brûlée & Oud')).toBe('creme-brulee-and-oud');
  });
  it('gives an empty route for a name with no Latin letters or digits', () => {
    expect(routeSlugOf('بلسم الورد')).toBe('');
  });
  it('keeps at most 140 characters and never ends in a hyphen', () => {
    const slug = routeSlugOf(`${'a'.repeat(139)} b`);
    expect(slug).toBe('a'.repeat(139));
    expect(routeSlugOf('x'.repeat(200))).toHaveLength(140);
  });
});
