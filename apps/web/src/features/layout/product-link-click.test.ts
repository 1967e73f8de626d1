import { describe, expect, it } from 'vitest';
import { type LinkClick, productNavigationTarget } from './product-link-click';

const plain: LinkClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const link = (href: string, extra: { target?: string; download?: boolean } = {}) => ({
  href,
  target: extra.target ?? '',
  download: extra.download ?? false,
});
const here = 'http://localhost:3000/shop?category=Offers&excludeOutOfStock=1';

describe('a click that opens a product page in this tab (SPEC §2: skeleton while loading)', () => {
  it('a plain left click on a same-origin product link', () => {
    expect(productNavigationTarget(plain, link('http://localhost:3000/product/rose-serum-50ml'), here)).toBe(
      '/product/rose-serum-50ml',
    );
    expect(productNavigationTarget(plain, link('/product/a/b'), here)).toBe('/product/a/b');
    expect(productNavigationTarget(plain, link('/product/other'), 'http://localhost:3000/product/this')).toBe(
      '/product/other',
    );
  });

  it('a product link of the Arabic shop, and not a path that merely starts like one', () => {
    expect(productNavigationTarget(plain, link('/ar/product/rose-serum-50ml'), 'http://localhost:3000/ar/shop')).toBe(
      '/ar/product/rose-serum-50ml',
    );
    expect(productNavigationTarget(plain, link('/arproduct/x'), here)).toBeNull();
  });

  it('not with another button or a modifier key (a new tab or window, a download)', () => {
    expect(productNavigationTarget({ ...plain, button: 1 }, link('/product/a'), here)).toBeNull();
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(productNavigationTarget({ ...plain, [key]: true }, link('/product/a'), here)).toBeNull();
    }
  });

  it('not for links opening elsewhere, downloads, other sites, other pages or the product already shown', () => {
    expect(productNavigationTarget(plain, link('/product/a', { target: '_blank' }), here)).toBeNull();
    expect(productNavigationTarget(plain, link('/product/a', { target: '_self' }), here)).toBe('/product/a');
    expect(productNavigationTarget(plain, link('/product/a', { download: true }), here)).toBeNull();
    expect(productNavigationTarget(plain, link('https://example.com/product/a'), here)).toBeNull();
    expect(productNavigationTarget(plain, link('/shop?category=Serums'), here)).toBeNull();
    expect(productNavigationTarget(plain, link('/products'), here)).toBeNull();
    expect(productNavigationTarget(plain, link('/product/a#reviews'), 'http://localhost:3000/product/a')).toBeNull();
  });
});
