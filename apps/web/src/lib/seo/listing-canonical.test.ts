import { EMPTY_FILTERS, filtersFromQuery } from '@shop/domain/catalog-query';
import { describe, expect, it } from 'vitest';
import { isSearchListing, listingCanonicalPath } from './listing-canonical';

const canonical = (query: string) => listingCanonicalPath(filtersFromQuery(new URLSearchParams(query)));

describe('listingCanonicalPath', () => {
  it('is /shop for the whole catalog, whatever the sort, stock or page', () => {
    expect(listingCanonicalPath(EMPTY_FILTERS)).toBe('/shop');
    expect(canonical('sort=creation+desc&excludeOutOfStock=0&page=3')).toBe('/shop');
  });

  it('keeps the filters, in a stable order with readable commas, and drops sort and stock', () => {
    expect(canonical('excludeOutOfStock=1&sort=brand+desc&category=Serums')).toBe('/shop?category=Serums');
    expect(canonical('category=Face+Care&brand=Lunara,Auric&excludeOutOfStock=0')).toBe(
      '/shop?brand=Lunara,Auric&category=Face+Care',
    );
    expect(canonical('subsubcategory=Night&subcategory=Creams&category=Face')).toBe(
      '/shop?category=Face&subcategory=Creams&subsubcategory=Night',
    );
    expect(canonical('minPrice=2&maxPrice=10&sort=creation+desc')).toBe('/shop?minPrice=2&maxPrice=10');
  });

  it('normalises the filters the way the page reads them (trimmed, no repeats, unknown parameters dropped)', () => {
    expect(canonical('category=Serums,%20Serums,&utm_source=x')).toBe('/shop?category=Serums');
  });

  it('keeps the search text', () => {
    expect(canonical('q=%20rose%20oil&sort=brand+asc')).toBe('/shop?q=rose+oil');
  });
});

describe('isSearchListing', () => {
  it('is true only when there is search text', () => {
    expect(isSearchListing(filtersFromQuery(new URLSearchParams('q=rose')))).toBe(true);
    expect(isSearchListing(filtersFromQuery(new URLSearchParams('q=%20&category=Serums')))).toBe(false);
  });
});
