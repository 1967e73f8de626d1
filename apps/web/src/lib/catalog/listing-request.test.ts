import { filtersFromQuery } from '@shop/domain/catalog-query';
import { describe, expect, it } from 'vitest';
import { type ListingFilters, containsPattern, itemFields, listingFilters, listingRequest } from './listing-request';
import { searchListingQuery } from './search-request';

const noFilters: ListingFilters = {
  brands: [],
  categories: [],
  subCategories: [],
  subSubCategories: [],
  excludeOutOfStock: false,
};
const W = 'Muscat Store - GG';

describe('search text in like patterns (SPEC §7 search and the shop keyword)', () => {
  it('matches the text as typed: \\, % and _ are escaped with a backslash, other characters kept', () => {
    expect(containsPattern('serum')).toBe('%serum%');
    expect(containsPattern('%')).toBe('%\\%%');
    expect(containsPattern('_')).toBe('%\\_%');
    expect(containsPattern('\\')).toBe('%\\\\%');
    expect(containsPattern('50%_off \\ a\'b "c"')).toBe('%50\\%\\_off \\\\ a\'b "c"%');
  });

  it('an Arabic page asks for the Arabic names beside the English ones; an English page does not', () => {
    expect(itemFields(['name', 'web_item_name', 'short_description'], 'ar')).toEqual([
      'name',
      'web_item_name',
      'short_description',
      'web_item_name_ar',
      'short_description_ar',
    ]);
    expect(itemFields(['name', 'web_item_name'], 'en')).toEqual(['name', 'web_item_name']);
  });

  it('the shop keyword (/shop?q=…) is trimmed and escaped; an empty one adds no filter', () => {
    expect(listingFilters({ ...noFilters, keyword: ' 100% pure_oil ' }, W).filters).toContainEqual([
      'search_text',
      'like',
      '%100\\% pure\\_oil%',
    ]);
    expect(listingFilters({ ...noFilters, keyword: '%' }, W).filters).toContainEqual(['search_text', 'like', '%\\%%']);
    expect(listingFilters({ ...noFilters, keyword: '  ' }, W).filters?.some((f) => f[1] === 'like')).toBe(false);
  });
});

describe('the results page’s search query (issue 29)', () => {
  const typed = (query: Record<string, string>) => searchListingQuery(filtersFromQuery({ q: 'serum', ...query }), 0, W);
  it('asks for relevance until the shopper chooses a sort, and for the chosen one after, price low-high included', () => {
    expect(typed({}).sort).toBe('relevance');
    expect(typed({ sort: 'custom_regular_price asc' }).sort).toBe('custom_regular_price asc');
    expect(typed({ sort: 'custom_regular_price desc' }).sort).toBe('custom_regular_price desc');
    expect(typed({ sort: 'creation desc' }).sort).toBe('creation desc');
  });
  it('a listing without text never orders by relevance', () => {
    expect(listingRequest({ ...filtersFromQuery({}), sort: 'relevance' }, 0, W, 'en').order_by).toBe(
      'custom_regular_price asc',
    );
  });
});
