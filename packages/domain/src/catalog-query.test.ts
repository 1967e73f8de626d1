import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  EMPTY_FILTERS,
  MAX_FILTER_VALUES,
  SORT_OPTIONS,
  clearAll,
  filterBadgeCount,
  filtersFromQuery,
  filtersToQuery,
  hasNextPage,
  pageCount,
  searchHref,
  sortOptions,
  shopHref,
  toggleBrand,
  toggleCategory,
  toggleSubCategory,
  withStockParam,
} from './catalog-query';

describe('sort options (SPEC §3)', () => {
  it('are the five labels and values of the spec, defaulting to price ascending', () => {
    expect(SORT_OPTIONS.map((o) => [o.label, o.value])).toEqual([
      ['New Arrivals', 'creation desc'],
      ['Price: Low - High', 'custom_regular_price asc'],
      ['Price: High - Low', 'custom_regular_price desc'],
      ['Brand: A - Z', 'brand asc'],
      ['Brand: Z - A', 'brand desc'],
    ]);
    expect(DEFAULT_SORT).toBe('custom_regular_price asc');
  });
});

describe('filter state from the /shop URL', () => {
  it('reads comma-separated brands and categories, sub-levels, sort and the stock choice', () => {
    const state = filtersFromQuery(
      new URLSearchParams(
        'brand=Lunara,Mirra Ritual&category=Skin Care&subcategory=Face&subsubcategory=Serums&sort=brand desc&excludeOutOfStock=0',
      ),
    );
    expect(state).toEqual({
      ...EMPTY_FILTERS,
      brands: ['Lunara', 'Mirra Ritual'],
      categories: ['Skin Care'],
      subCategories: ['Face'],
      subSubCategories: ['Serums'],
      sort: 'brand desc',
      excludeOutOfStock: false,
    });
  });

  it('defaults excludeOutOfStock to true unless it is 0', () => {
    expect(filtersFromQuery({}).excludeOutOfStock).toBe(true);
    expect(filtersFromQuery({ excludeOutOfStock: '1' }).excludeOutOfStock).toBe(true);
    expect(filtersFromQuery({ excludeOutOfStock: 'banana' }).excludeOutOfStock).toBe(true);
    expect(filtersFromQuery({ excludeOutOfStock: '0' }).excludeOutOfStock).toBe(false);
  });

  it('reads the query a form sends without script: brand repeated, the last excludeOutOfStock', () => {
    const form = new URLSearchParams(
      'category=Skin+Care&sort=brand+desc&brand=Aura&brand=Dune&excludeOutOfStock=0&excludeOutOfStock=1',
    );
    expect(filtersFromQuery(form)).toMatchObject({
      categories: ['Skin Care'],
      brands: ['Aura', 'Dune'],
      sort: 'brand desc',
      excludeOutOfStock: true,
    });
    expect(filtersFromQuery(new URLSearchParams('brand=Aura,Dune&brand=Aura&excludeOutOfStock=0')).brands).toEqual([
      'Aura',
      'Dune',
    ]);
    expect(filtersFromQuery(new URLSearchParams('excludeOutOfStock=0')).excludeOutOfStock).toBe(false);
    expect(filtersFromQuery({ brand: ['Aura', 'Dune'] }).brands).toEqual(['Aura', 'Dune']);
  });

  it('falls back on hostile values: unknown sort, empty items, repeats, huge lists, long values, bad prices', () => {
    const many = Array.from({ length: 500 }, (_, i) => `b${i}`).join(',');
    const state = filtersFromQuery({
      sort: 'name; drop table website_item',
      brand: `${many},,b1, `,
      category: ['Offers', 'ignored second value'],
      subcategory: 'x'.repeat(141),
      minPrice: '-5',
      maxPrice: 'abc',
    });
    expect(state.sort).toBe(DEFAULT_SORT);
    expect(state.brands).toHaveLength(MAX_FILTER_VALUES);
    expect(new Set(state.brands).size).toBe(MAX_FILTER_VALUES);
    expect(state.categories).toEqual(['Offers']);
    expect(state.subCategories).toEqual([]);
    expect(state.salePriceMin).toBeUndefined();
    expect(state.salePriceMax).toBeUndefined();
  });
});

describe('filter state to the URL', () => {
  it('always writes excludeOutOfStock as 1 or 0 and leaves the default sort out', () => {
    expect(filtersToQuery(EMPTY_FILTERS).toString()).toBe('excludeOutOfStock=1');
    expect(filtersToQuery({ ...EMPTY_FILTERS, excludeOutOfStock: false }).toString()).toBe('excludeOutOfStock=0');
  });

  it('round-trips every field', () => {
    const state = {
      ...EMPTY_FILTERS,
      brands: ['Lunara', 'Opaline Beauty'],
      categories: ['Offers'],
      subCategories: ['Face'],
      subSubCategories: ['Serums', 'Toners'],
      keyword: 'rose',
      sort: 'creation desc' as const,
      salePriceMin: 2.5,
      salePriceMax: 20,
      excludeOutOfStock: false,
    };
    expect(filtersFromQuery(filtersToQuery(state))).toEqual(state);
  });

  it('round-trips any clean state (names without commas, trimmed, within limits)', () => {
    const name = fc
      .string({ minLength: 1, maxLength: 30 })
      .map((v) => v.replace(/,/g, '').trim())
      .filter((v) => v.length > 0);
    const names = fc.uniqueArray(name, { maxLength: 5 });
    const state = fc.record({
      brands: names,
      categories: names,
      subCategories: names,
      subSubCategories: names,
      keyword: fc.string({ maxLength: 30 }).map((v) => v.trim()),
      sort: fc.constantFrom(...SORT_OPTIONS.map((o) => o.value)),
      excludeOutOfStock: fc.boolean(),
    });
    fc.assert(
      fc.property(state, (s) => {
        expect(filtersFromQuery(filtersToQuery(s))).toEqual(s);
        expect(filtersFromQuery(new URLSearchParams(shopHref(s).slice('/shop?'.length)))).toEqual(s);
      }),
    );
  });

  it('keeps commas readable in the href', () => {
    expect(shopHref({ ...EMPTY_FILTERS, brands: ['A', 'B C'] })).toBe('/shop?brand=A,B+C&excludeOutOfStock=1');
  });
});

describe('the stock choice written into the address (SPEC §2: 1 or 0, default 1)', () => {
  it('a query without it gets the default, appended after the other parameters', () => {
    expect(withStockParam('?category=Makeup')).toBe('?category=Makeup&excludeOutOfStock=1');
    expect(withStockParam('')).toBe('?excludeOutOfStock=1');
    expect(withStockParam('?brand=Majlis%20Men&category=Offers')).toBe(
      '?brand=Majlis+Men&category=Offers&excludeOutOfStock=1',
    );
    expect(withStockParam('?brand=A,B%2CC')).toBe('?brand=A,B,C&excludeOutOfStock=1');
  });

  it('an invalid value is replaced in place by the value the page shows', () => {
    expect(withStockParam('?excludeOutOfStock=banana&category=Serums')).toBe('?excludeOutOfStock=1&category=Serums');
    expect(withStockParam('?excludeOutOfStock=&category=Serums')).toBe('?excludeOutOfStock=1&category=Serums');
    expect(withStockParam('?category=Serums&excludeOutOfStock=false')).toBe('?category=Serums&excludeOutOfStock=0');
  });

  it('1 and 0 are left alone', () => {
    expect(withStockParam('?category=Offers&excludeOutOfStock=1')).toBeNull();
    expect(withStockParam('excludeOutOfStock=0')).toBeNull();
  });
});

describe('shop filter transitions (SPEC §4)', () => {
  it('choosing a category replaces the list with that one; choosing it again clears it', () => {
    const start = { ...EMPTY_FILTERS, categories: ['Makeup', 'Fragrance'], subCategories: ['Lips'] };
    const chosen = toggleCategory(start, 'Skin Care');
    expect(chosen.categories).toEqual(['Skin Care']);
    expect(chosen.subCategories).toEqual([]);
    expect(toggleCategory(chosen, 'Skin Care').categories).toEqual([]);
  });

  it('sub-categories toggle the same way and clear the level below', () => {
    const s = toggleSubCategory({ ...EMPTY_FILTERS, subSubCategories: ['Serums'] }, 'Face');
    expect(s).toMatchObject({ subCategories: ['Face'], subSubCategories: [] });
    expect(toggleSubCategory(s, 'Face').subCategories).toEqual([]);
  });

  it('brands toggle independently', () => {
    const one = toggleBrand(EMPTY_FILTERS, 'Lunara');
    const two = toggleBrand(one, 'Sahra');
    expect(two.brands).toEqual(['Lunara', 'Sahra']);
    expect(toggleBrand(two, 'Lunara').brands).toEqual(['Sahra']);
  });

  it('Clear All resets brands, categories, sort and the keyword, and keeps the stock choice', () => {
    const busy = {
      ...EMPTY_FILTERS,
      brands: ['A'],
      categories: ['B'],
      subCategories: ['C'],
      keyword: 'rose',
      sort: 'brand asc' as const,
      excludeOutOfStock: false,
    };
    expect(clearAll(busy)).toEqual({ ...EMPTY_FILTERS, excludeOutOfStock: false });
  });

  it('the filter badge counts selected brands plus categories, not subcategory or sub-subcategory choices', () => {
    expect(filterBadgeCount({ ...EMPTY_FILTERS, brands: ['A', 'B'], categories: ['C'] })).toBe(3);
    expect(
      filterBadgeCount({
        ...EMPTY_FILTERS,
        brands: ['A', 'B'],
        categories: ['C'],
        subCategories: ['D'],
        subSubCategories: ['E'],
      }),
    ).toBe(3);
    expect(filterBadgeCount({ ...EMPTY_FILTERS, categories: ['C'], subCategories: ['D'] })).toBe(1);
    expect(filterBadgeCount(EMPTY_FILTERS)).toBe(0);
  });
});

describe('the header search as a results page', () => {
  it('is the listing with the trimmed text as q and the default stock choice', () => {
    expect(searchHref('  rose oil ')).toBe('/shop?q=rose+oil&excludeOutOfStock=1');
    expect(filtersFromQuery(new URLSearchParams(searchHref('100% pure').slice('/shop?'.length)))).toEqual({
      ...EMPTY_FILTERS,
      keyword: '100% pure',
      sort: 'relevance',
    });
  });

  it('is ranked by relevance until the shopper chooses a sort, price low-high included, which the address keeps', () => {
    expect(filtersFromQuery({ q: 'serum' }).sort).toBe('relevance');
    expect(filtersFromQuery({ q: 'serum', sort: 'custom_regular_price asc' }).sort).toBe('custom_regular_price asc');
    expect(filtersFromQuery({ q: 'serum', sort: 'creation desc' }).sort).toBe('creation desc');
    const chosen = filtersFromQuery({ q: 'serum', sort: 'custom_regular_price asc' });
    expect(shopHref(chosen)).toBe('/shop?q=serum&sort=custom_regular_price+asc&excludeOutOfStock=1');
    expect(filtersFromQuery(filtersToQuery(chosen)).sort).toBe('custom_regular_price asc');
    expect(shopHref({ ...chosen, sort: 'relevance' })).toBe('/shop?q=serum&excludeOutOfStock=1');
    expect(sortOptions('serum').map((o) => o.value)).toEqual(['relevance', ...SORT_OPTIONS.map((o) => o.value)]);
  });

  it('relevance is no sort without a typed text: the listing keeps SPEC §3’s default', () => {
    expect(filtersFromQuery({ sort: 'relevance' }).sort).toBe(DEFAULT_SORT);
    expect(shopHref({ ...EMPTY_FILTERS, sort: 'relevance' })).toBe('/shop?excludeOutOfStock=1');
    expect(sortOptions('').map((o) => o.value)).toEqual(SORT_OPTIONS.map((o) => o.value));
  });
});

describe('paging (SPEC §7)', () => {
  it('pageCount is floor(total / 20)', () => {
    expect([0, 19, 20, 45, 100].map(pageCount)).toEqual([0, 0, 1, 2, 5]);
  });

  it('with 0-based pages the last partial page is still reached', () => {
    const count = pageCount(45);
    expect([0, 1, 2].map((p) => hasNextPage(p, count))).toEqual([true, true, false]);
    expect(hasNextPage(0, pageCount(19))).toBe(false);
  });

  it('at an exact multiple of 20 one empty page is asked for (the floor of SPEC §7)', () => {
    expect([0, 1, 2].map((p) => hasNextPage(p, pageCount(40)))).toEqual([true, true, false]);
  });
});
