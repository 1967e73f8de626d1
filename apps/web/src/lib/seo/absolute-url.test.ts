import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './absolute-url';

describe('absoluteUrl', () => {
  it('joins a path to the base with exactly one slash', () => {
    expect(absoluteUrl('https://shop.example.om', '/shop')).toBe('https://shop.example.om/shop');
    expect(absoluteUrl('https://shop.example.om/', 'shop')).toBe('https://shop.example.om/shop');
    expect(absoluteUrl('https://shop.example.om', '/')).toBe('https://shop.example.om/');
  });

  it('keeps an absolute address', () => {
    expect(absoluteUrl('https://shop.example.om', 'https://cdn.example.com/a.jpg')).toBe(
      'https://cdn.example.com/a.jpg',
    );
  });
});
