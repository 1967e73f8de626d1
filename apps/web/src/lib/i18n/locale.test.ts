import { describe, expect, it } from 'vitest';
import { localizePath, splitLocalePath, switchLocaleHref } from './locale';

describe('locale addresses: English at the plain path, Arabic under /ar', () => {
  it.each([
    ['/ar/shop', 'ar-OM', '/shop'],
    ['/ar', 'ar-OM', '/'],
    ['/ar/product/a/b', 'ar-OM', '/product/a/b'],
    ['/shop', 'en-OM', '/shop'],
    ['/', 'en-OM', '/'],
    ['/arabic-oud', 'en-OM', '/arabic-oud'],
  ])('%s is %s at %s', (pathname, locale, path) => expect(splitLocalePath(pathname)).toEqual({ locale, path }));

  it.each([
    ['ar-OM', '/', '/ar'],
    ['ar-OM', '/?q=oud', '/ar?q=oud'],
    ['ar-OM', '/shop?category=Serums&excludeOutOfStock=1', '/ar/shop?category=Serums&excludeOutOfStock=1'],
    ['ar-OM', '/product/rose#reviews', '/ar/product/rose#reviews'],
    ['ar-OM', '/ar/shop', '/ar/shop'],
    ['ar-OM', 'https://elsewhere.example/x', 'https://elsewhere.example/x'],
    ['ar-OM', '//elsewhere.example/x', '//elsewhere.example/x'],
    ['ar-OM', '#top', '#top'],
    ['en-OM', '/shop', '/shop'],
  ] as const)('%s: %s → %s', (locale, href, expected) => expect(localizePath(locale, href)).toBe(expected));

  it('the switcher names English with /en (a remembered choice) and Arabic with /ar', () => {
    expect(switchLocaleHref('en-OM', '/shop?brand=Glow')).toBe('/en/shop?brand=Glow');
    expect(switchLocaleHref('en-OM', '/')).toBe('/en');
    expect(switchLocaleHref('en-OM', '/?q=1')).toBe('/en?q=1');
    expect(switchLocaleHref('ar-OM', '/shop?brand=Glow')).toBe('/ar/shop?brand=Glow');
    expect(switchLocaleHref('ar-OM', '/')).toBe('/ar');
  });
});
