import { describe, expect, it } from 'vitest';
import { type ListingFilters, containsPattern, listingFilters, searchRequest } from './listing-request';

const noFilters: ListingFilters = { brands: [], categories: [], subCategories: [], subSubCategories: [], excludeOutOfStock: false };
const W = 'Muscat Store - GG';

describe('search text in like patterns (SPEC §7 search and the shop keyword)', () => {
  it('matches the text as typed: \\, % and _ are escaped with a backslash, other characters kept', () => {
    expect(containsPattern('serum')).toBe('%serum%');
    expect(containsPattern('%')).toBe('%\\%%');
    expect(containsPattern('_')).toBe('%\\_%');
    expect(containsPattern('\\')).toBe('%\\\\%');
    expect(containsPattern('50%_off \\ a\'b "c"')).toBe('%50\\%\\_off \\\\ a\'b "c"%');
  });

  it('the header search sends the escaped pattern', () => {
    expect(searchRequest('%', W).filters).toEqual([
      ['web_item_name', 'like', '%\\%%'],
      ['published', '=', 1],
      ['website_warehouse', '=', W],
    ]);
    expect(searchRequest('_', W).filters?.[0]).toEqual(['web_item_name', 'like', '%\\_%']);
  });

  it('the shop keyword (/shop?q=…) is trimmed and escaped; an empty one adds no filter', () => {
    expect(listingFilters({ ...noFilters, keyword: ' 100% pure_oil ' }, W).filters).toContainEqual(['web_item_name', 'like', '%100\\% pure\\_oil%']);
    expect(listingFilters({ ...noFilters, keyword: '%' }, W).filters).toContainEqual(['web_item_name', 'like', '%\\%%']);
    expect(listingFilters({ ...noFilters, keyword: '  ' }, W).filters?.some((f) => f[1] === 'like')).toBe(false);
  });
});
