/** The shop listing's filter state (SPEC §3 'Filter state', 'Sort options') and its URL form (§2 /shop). */

export const SORT_OPTIONS = [
  { label: 'New Arrivals', value: 'creation desc' },
  { label: 'Price: Low - High', value: 'custom_regular_price asc' },
  { label: 'Price: High - Low', value: 'custom_regular_price desc' },
  { label: 'Brand: A - Z', value: 'brand asc' },
  { label: 'Brand: Z - A', value: 'brand desc' },
] as const;

/**
 * With a typed text (issue 29) the listing is ranked by relevance until the shopper chooses a
 * sort; the chosen one, price low-high included, then orders the products found.
 */
export const RELEVANCE = 'relevance';
const RELEVANCE_OPTION = { label: 'Best Match', value: RELEVANCE } as const;

export type SortValue = (typeof SORT_OPTIONS)[number]['value'] | typeof RELEVANCE;

/** SPEC §3: the default sort is 'custom_regular_price asc' (price ascending if unset). */
export const DEFAULT_SORT: SortValue = 'custom_regular_price asc';

/** The special category value that lists items flagged for the Offers page. */
export const OFFERS = 'Offers';

export const PAGE_SIZE = 20;

/** Hostile URLs cannot make a query of unbounded size. */
export const MAX_FILTER_VALUES = 50;
const MAX_VALUE_LENGTH = 140;

export interface FilterState {
  brands: string[];
  categories: string[];
  subCategories: string[];
  subSubCategories: string[];
  keyword: string;
  sort: SortValue;
  salePriceMin?: number;
  salePriceMax?: number;
  /** SPEC §3: default true. */
  excludeOutOfStock: boolean;
}

export const EMPTY_FILTERS: FilterState = {
  brands: [],
  categories: [],
  subCategories: [],
  subSubCategories: [],
  keyword: '',
  sort: DEFAULT_SORT,
  excludeOutOfStock: true,
};

function isSortValue(value: string): value is SortValue {
  return value === RELEVANCE || SORT_OPTIONS.some((o) => o.value === value);
}

/** The sort a listing has when none is chosen: relevance for a typed text, else SPEC §3's. */
export const defaultSort = (keyword: string | undefined): SortValue => (keyword?.trim() ? RELEVANCE : DEFAULT_SORT);

/** The sorts a shopper can choose: relevance first for a typed text. */
export const sortOptions = (keyword: string | undefined) =>
  keyword?.trim() ? [RELEVANCE_OPTION, ...SORT_OPTIONS] : [...SORT_OPTIONS];

type QueryInput = URLSearchParams | Record<string, string | string[] | undefined>;

function readAll(query: QueryInput, key: string): string[] {
  if (query instanceof URLSearchParams) return query.getAll(key);
  const value = query[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

const read = (query: QueryInput, key: string): string | undefined => readAll(query, key)[0];
/** Brands may come as one comma-separated value or as the key repeated (the shop's filter form without script). */
const readList = (query: QueryInput, key: string): string | undefined => readAll(query, key).join(',') || undefined;

/** 'a,b, ,a' → ['a', 'b']: trimmed, no empties, no repeats, bounded. */
function list(value: string | undefined): string[] {
  if (!value) return [];
  const items = value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v.length > 0 && v.length <= MAX_VALUE_LENGTH);
  return [...new Set(items)].slice(0, MAX_FILTER_VALUES);
}

function price(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 1_000_000 ? n : undefined;
}

/** The /shop query string → filter state. Unknown or malformed values fall back to defaults. */
export function filtersFromQuery(query: QueryInput): FilterState {
  const sort = read(query, 'sort')?.trim() ?? '';
  // a form without script sends its hidden '0' and, when ticked, the checkbox's '1' after it: the last one counts
  const exclude = readAll(query, 'excludeOutOfStock').at(-1);
  const keyword = (read(query, 'q') ?? '').trim().slice(0, MAX_VALUE_LENGTH);
  const state: FilterState = {
    brands: list(readList(query, 'brand')),
    categories: list(read(query, 'category')),
    subCategories: list(read(query, 'subcategory')),
    subSubCategories: list(read(query, 'subsubcategory')),
    keyword,
    sort: isSortValue(sort) && (sort !== RELEVANCE || keyword) ? sort : defaultSort(keyword),
    excludeOutOfStock: exclude !== '0' && exclude !== 'false',
  };
  const min = price(read(query, 'minPrice'));
  const max = price(read(query, 'maxPrice'));
  if (min !== undefined) state.salePriceMin = min;
  if (max !== undefined) state.salePriceMax = max;
  return state;
}

/**
 * Filter state → query parameters in a stable order. Lists are comma separated;
 * excludeOutOfStock is always written, as '1' or '0' (SPEC §2); the default sort is left out
 * (relevance with a typed text, so a chosen price low-high is written there).
 */
export function filtersToQuery(state: FilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.brands.length) params.set('brand', state.brands.join(','));
  if (state.categories.length) params.set('category', state.categories.join(','));
  if (state.subCategories.length) params.set('subcategory', state.subCategories.join(','));
  if (state.subSubCategories.length) params.set('subsubcategory', state.subSubCategories.join(','));
  if (state.keyword) params.set('q', state.keyword);
  const sort = state.sort === RELEVANCE && !state.keyword ? DEFAULT_SORT : state.sort;
  if (sort !== defaultSort(state.keyword)) params.set('sort', sort);
  if (state.salePriceMin !== undefined) params.set('minPrice', String(state.salePriceMin));
  if (state.salePriceMax !== undefined) params.set('maxPrice', String(state.salePriceMax));
  params.set('excludeOutOfStock', state.excludeOutOfStock ? '1' : '0');
  return params;
}

/**
 * SPEC §2: excludeOutOfStock is written into the URL, as 1 or 0. For a /shop query string that
 * lacks a valid value (missing, or anything else), the same query with the value the page shows
 * written in, other parameters kept in their order and commas readable; null when it holds 1 or 0.
 */
export function withStockParam(search: string): string | null {
  const params = new URLSearchParams(search);
  const value = params.get('excludeOutOfStock');
  if (value === '0' || value === '1') return null;
  params.set('excludeOutOfStock', filtersFromQuery(params).excludeOutOfStock ? '1' : '0');
  return `?${params.toString().replace(/%2C/g, ',')}`;
}

/** '/shop?…' for a state; commas stay readable. */
export function shopHref(state: FilterState): string {
  return `/shop?${filtersToQuery(state).toString().replace(/%2C/g, ',')}`;
}

/**
 * SPEC §4: choosing a category replaces the category list with that one; choosing it again
 * clears it. Sub-levels are cleared because they belong to the previous choice.
 */
export function toggleCategory(state: FilterState, category: string): FilterState {
  const only = state.categories.length === 1 && state.categories[0] === category;
  return { ...state, categories: only ? [] : [category], subCategories: [], subSubCategories: [] };
}

export function toggleSubCategory(state: FilterState, sub: string): FilterState {
  const only = state.subCategories.length === 1 && state.subCategories[0] === sub;
  return { ...state, subCategories: only ? [] : [sub], subSubCategories: [] };
}

export function toggleSubSubCategory(state: FilterState, subSub: string): FilterState {
  const only = state.subSubCategories.length === 1 && state.subSubCategories[0] === subSub;
  return { ...state, subSubCategories: only ? [] : [subSub] };
}

export function toggleBrand(state: FilterState, brand: string): FilterState {
  const brands = state.brands.includes(brand) ? state.brands.filter((b) => b !== brand) : [...state.brands, brand];
  return { ...state, brands: brands.slice(0, MAX_FILTER_VALUES) };
}

/** SPEC §4: Clear All resets brands, categories, sort and the search keyword (the stock choice stays). */
export function clearAll(state: FilterState): FilterState {
  return {
    ...state,
    brands: [],
    categories: [],
    subCategories: [],
    subSubCategories: [],
    keyword: '',
    sort: DEFAULT_SORT,
  };
}

/** The listing of products whose name holds the typed text (the header search's Enter), all else at its default. */
export function searchHref(text: string): string {
  const keyword = text.trim().slice(0, MAX_VALUE_LENGTH);
  return shopHref({ ...EMPTY_FILTERS, keyword, sort: defaultSort(keyword) });
}

/**
 * SPEC §2: the mobile filter badge counts selected brands plus categories. Subcategory and
 * sub-subcategory choices refine a chosen category and are not counted.
 */
export function filterBadgeCount(state: FilterState): number {
  return state.brands.length + state.categories.length;
}

/** SPEC §7: pageCount = floor(total / page size). */
export function pageCount(total: number): number {
  return Math.floor(Math.max(0, total) / PAGE_SIZE);
}

/**
 * SPEC §7: a next page exists while page < pageCount. Pages are 0-based (limit_start =
 * page × size), so with the last loaded page index the floor() still reaches a last partial
 * page: 45 items → pageCount 2 → pages 0, 1 and 2 load (2 holds the last 5). The price of
 * staying faithful: at an exact multiple (40 items) page 2 is asked for and comes back empty.
 */
export function hasNextPage(lastLoadedPage: number, count: number): boolean {
  return lastLoadedPage < count;
}

/** SPEC §7: the Website Item fields a product card needs, asked for by every listing call. */
export const CARD_FIELDS = [
  'name',
  'item_code',
  'web_item_name',
  'website_image',
  'route',
  'custom_sale_price',
  'custom_regular_price',
  'brand',
  'custom_ecommerce_category',
  'custom_stock_available',
  'custom_bogo_offer',
  'custom_is_dangerous_good_',
  'stock_uom',
] as const;
