import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  catalogItemCreate,
  catalogItemDuplicate,
  catalogItemPatch,
  catalogListQuery,
  lowStockQuery,
} from './admin-catalog';

/** Each refusal as the server's error handler words it: "path: message". */
const refusals = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ` : '') + i.message);
};

const item = { item_code: 'GG-001', web_item_name: 'Rose balm', custom_regular_price: 8.5 };

describe('catalog item inputs', () => {
  it('creates a hidden item with prices in baisa and everything else defaulted', () => {
    expect(catalogItemCreate.parse({ ...item, custom_sale_price: 7.25, web_item_name_ar: '' })).toEqual({
      ...item,
      custom_regular_price: 8500,
      custom_sale_price: 7250,
      brand: null,
      custom_ecommerce_category: null,
      short_description: '',
      web_long_description: '',
      stock_uom: 'Nos',
      custom_stock_available: 0,
      published: false,
      custom_show_on_offer_page: false,
      custom_bogo_offer: false,
      custom_is_dangerous_good_: false,
      web_item_name_ar: null,
      short_description_ar: null,
      web_long_description_ar: null,
    });
  });

  it.each([
    [{ item_code: '' }, 'item_code: The item code is required'],
    [{ item_code: 'x'.repeat(41) }, 'item_code: The item code is too long (40 characters at most)'],
    [{ item_code: 'not a code!' }, 'item_code: The item code may hold only letters, digits, ".", "_" and "-"'],
    [{ item_code: '-GG' }, 'item_code: The item code may hold only letters, digits, ".", "_" and "-"'],
    [{ web_item_name: ' ' }, 'web_item_name: The name is required'],
    [{ web_item_name: 'x'.repeat(141) }, 'web_item_name: The name is too long'],
    [{ web_item_name: 3 }, 'web_item_name: The name must be text'],
    [{ item_name: '' }, 'item_name: The item name is required'],
    [
      { route: 'Rose Balm' },
      'route: The route may hold only lowercase letters, digits and single hyphens, e.g. vitamin-c-serum-30ml',
    ],
    [
      { route: 'rose--balm' },
      'route: The route may hold only lowercase letters, digits and single hyphens, e.g. vitamin-c-serum-30ml',
    ],
    [{ route: '' }, 'route: The route is required'],
    [{ route: 'r'.repeat(141) }, 'route: The route is too long (140 characters at most)'],
    [{ brand: 5 }, 'brand: The brand must be text'],
    [{ custom_ecommerce_category: 5 }, 'custom_ecommerce_category: The category must be text'],
    [{ short_description: 'x'.repeat(1001) }, 'short_description: The short description is too long'],
    [{ web_long_description: 'x'.repeat(20_001) }, 'web_long_description: The description is too long'],
    [{ stock_uom: '' }, 'stock_uom: The unit is required'],
    [{ stock_uom: 'x'.repeat(21) }, 'stock_uom: The unit is too long'],
    [{ custom_regular_price: '8.5' }, 'custom_regular_price: Regular price must be a number in OMR'],
    [{ custom_regular_price: -1 }, 'custom_regular_price: Regular price must not be negative'],
    [{ custom_regular_price: 8.0001 }, 'custom_regular_price: Regular price may have at most 3 decimals'],
    [{ custom_sale_price: 1_000_001 }, 'custom_sale_price: Sale price is too large'],
    [{ custom_stock_available: 'many' }, 'custom_stock_available: Stock must be a number'],
    [{ custom_stock_available: 1.5 }, 'custom_stock_available: Stock must be a whole number'],
    [{ custom_stock_available: -1 }, 'custom_stock_available: Stock must not be negative'],
    [{ web_item_name_ar: 'ب'.repeat(141) }, 'web_item_name_ar: The Arabic name is too long'],
    [{ short_description_ar: 'ب'.repeat(1001) }, 'short_description_ar: The Arabic short description is too long'],
    [{ web_long_description_ar: 'ب'.repeat(20_001) }, 'web_long_description_ar: The Arabic description is too long'],
  ])('refuses %j', (change, message) => {
    expect(refusals(catalogItemCreate, { ...item, ...change })).toEqual([message]);
  });

  it('changes any field but the item code, at least one', () => {
    expect(catalogItemPatch.parse({ custom_sale_price: null })).toEqual({ custom_sale_price: null });
    expect(refusals(catalogItemPatch, {})).toEqual(['Nothing to change']);
    expect(refusals(catalogItemPatch, { item_code: 'GG-2' })).toEqual([
      'Unrecognized key: "item_code"',
      'Nothing to change',
    ]);
  });

  it('duplicates under a new item code', () => {
    expect(catalogItemDuplicate.parse({ item_code: 'GG-002' })).toEqual({ item_code: 'GG-002' });
    expect(refusals(catalogItemDuplicate, { item_code: '' })).toEqual(['item_code: The item code is required']);
  });
});

describe('catalog queries', () => {
  it('reads the search text and the low-stock threshold', () => {
    expect(catalogListQuery.parse({ q: ' rose ' })).toEqual({ q: 'rose', limit: 25 });
    expect(refusals(catalogListQuery, { q: 'x'.repeat(101) })).toEqual(['q: q is too long']);
    expect(lowStockQuery.parse({ threshold: '3' })).toEqual({ threshold: 3, limit: 100 });
    expect(refusals(lowStockQuery, { threshold: 'few' })).toEqual(['threshold: threshold must be a whole number']);
    expect(refusals(lowStockQuery, { threshold: '2.5' })).toEqual(['threshold: threshold must be a whole number']);
  });
});
