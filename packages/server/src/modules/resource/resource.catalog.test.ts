import { CARD_FIELDS } from '@shop/domain/catalog-query';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { testEngines } from '../../testing/databases';
import {
  callApi,
  insertCatalog,
  itemName,
  items,
  namesOf,
  resourcePath,
  rowsOf,
  sortedNames,
} from './resource-fixtures';
import { WAREHOUSE, withTestApp } from '../../testing/test-app';

/**
 * SPEC §7's catalog calls, sent exactly as the storefront sends them (query-string JSON,
 * anonymous), answered from the fixture catalog.
 */
const SEARCH_FIELDS = ['name', 'web_item_name', 'website_image', 'route', 'custom_sale_price', 'custom_regular_price'];
const SORTS = ['creation desc', 'custom_regular_price asc', 'custom_regular_price desc', 'brand asc', 'brand desc'];

const base = [
  ['published', '=', 1],
  ['custom_sale_price', 'is', 'set'],
  ['website_warehouse', '=', WAREHOUSE],
];

describe.each(await testEngines())('SPEC §7 catalog calls on %s', (engine) => {
  let app: App;
  const listing = (filters: unknown[], extra: Record<string, unknown> = {}) =>
    callApi(app, resourcePath('Website Item'), {
      fields: CARD_FIELDS,
      filters,
      order_by: 'custom_regular_price asc',
      limit_start: 0,
      limit_page_length: 20,
      ...extra,
    });
  const total = async (filters: unknown[], extra: Record<string, unknown> = {}) => {
    const reply = await callApi(app, resourcePath('Website Item'), {
      fields: ['count(name) as count'],
      filters,
      limit_page_length: 1,
      ...extra,
    });
    return rowsOf(reply)[0]!.count;
  };

  const suite = withTestApp(engine, insertCatalog);
  beforeAll(() => ({ app } = suite));

  it('lists a card page: published, with a sale price, in the store warehouse, in stock', async () => {
    const filters = [...base, ['custom_stock_available', '>', 0]];
    const reply = await listing(filters);
    expect(namesOf(reply)).toEqual([5, 1, 9, 3, 6].map(itemName));
    expect(rowsOf(reply)[0]).toEqual({
      name: itemName(5),
      item_code: 'SKU-5',
      web_item_name: 'Matte Lipstick',
      website_image: '/media/item-5.webp',
      route: 'matte-lipstick',
      custom_sale_price: 4.5,
      custom_regular_price: 4.5,
      brand: 'Bloom',
      custom_ecommerce_category: 'Lips',
      custom_stock_available: 7,
      custom_bogo_offer: 0,
      custom_is_dangerous_good_: 0,
      stock_uom: 'Nos',
    });
    expect(await total(filters)).toBe(5);
    // Out of stock included when the shopper unticks 'Exclude Out of Stock Items'.
    expect(await total(base)).toBe(6);
  });

  it('filters by a category and its subtree, by brands, and by Offers', async () => {
    const category = [
      ...base,
      ['custom_ecommerce_category', 'descendants of (inclusive)', 'Skincare'],
      ['custom_stock_available', '>', 0],
    ];
    expect(namesOf(await listing(category))).toEqual([1, 9, 3].map(itemName));
    expect(await total(category)).toBe(3);
    const brands = [...base, ['brand', 'in', ['Bloom', 'Aurora']]];
    expect(sortedNames(await listing(brands))).toEqual(items(1, 2, 3, 5));
    const offers = [...base, ['custom_show_on_offer_page', '=', 1]];
    expect(sortedNames(await listing(offers))).toEqual(items(2, 3));
    expect(sortedNames(await listing([...offers, ['custom_stock_available', '>', 0]]))).toEqual(items(3));
    // Several categories at once travel as or_filters.
    const or_filters = [
      ['custom_ecommerce_category', 'descendants of (inclusive)', 'Serums'],
      ['custom_ecommerce_category', 'descendants of (inclusive)', 'Lips'],
    ];
    expect(sortedNames(await listing(base, { or_filters }))).toEqual(items(1, 2, 5));
    expect(await total(base, { or_filters })).toBe(3);
  });

  it('sorts by every sort option and pages by limit_start = page * 20', async () => {
    const expected: Record<string, number[]> = {
      'creation desc': [9, 6, 5, 3, 2, 1],
      'custom_regular_price asc': [5, 2, 1, 9, 3, 6],
      'custom_regular_price desc': [6, 3, 9, 1, 2, 5],
      'brand asc': [1, 3, 2, 5, 6, 9],
      'brand desc': [9, 6, 5, 2, 3, 1],
    };
    for (const order_by of SORTS)
      expect(namesOf(await listing(base, { order_by }))).toEqual(expected[order_by]!.map(itemName));
    const page = (n: number) => listing(base, { limit_start: n * 2, limit_page_length: 2 }).then(namesOf);
    expect([...(await page(0)), ...(await page(1)), ...(await page(2))]).toEqual([5, 2, 1, 9, 3, 6].map(itemName));
    expect(await page(3)).toEqual([]);
    expect(
      rowsOf(await callApi(app, resourcePath('Website Item'), { fields: ['count(name)'], filters: base })),
    ).toEqual([{ 'count(name)': 6 }]);
  });

  it('searches through frappe.client.get_list: name contains the text, published, in the warehouse, at most 10', async () => {
    const reply = await callApi(app, '/api/method/frappe.client.get_list', {
      doctype: 'Website Item',
      fields: SEARCH_FIELDS,
      filters: [
        ['web_item_name', 'like', '%serum%'],
        ['published', '=', 1],
        ['website_warehouse', '=', WAREHOUSE],
      ],
      limit_page_length: 10,
    });
    expect(reply.status).toBe(200);
    const rows = reply.body.message as Record<string, unknown>[];
    expect(rows.map((r) => r.name)).toEqual([9, 2, 1].map(itemName));
    expect(rows[0]).toEqual({
      name: itemName(9),
      web_item_name: 'SERUM Stick',
      website_image: '/media/item-9.webp',
      route: 'serum-stick',
      custom_sale_price: 15,
      custom_regular_price: 15.75,
    });
    const empty = await callApi(app, '/api/method/frappe.client.get_list', {
      doctype: 'Website Item',
      fields: SEARCH_FIELDS,
      filters: [
        ['web_item_name', 'like', '%%'],
        ['published', '=', 1],
        ['website_warehouse', '=', WAREHOUSE],
      ],
      limit_page_length: 10,
    });
    expect(empty.body.message).toHaveLength(7);
  });

  it('finds a product by route and warehouse, with detail fields', async () => {
    const reply = await callApi(app, resourcePath('Website Item'), {
      fields: [...CARD_FIELDS, 'short_description', 'web_long_description'],
      filters: [
        ['route', '=', 'vitamin-c-serum'],
        ['website_warehouse', '=', WAREHOUSE],
        ['published', '=', 1],
      ],
      limit_page_length: 1,
    });
    expect(rowsOf(reply)).toMatchObject([
      { name: itemName(1), short_description: 'Vitamin C Serum short', web_long_description: 'Vitamin C Serum long' },
    ]);
  });

  it('lists categories by priority desc, limit 100', async () => {
    const reply = await callApi(app, resourcePath('Ecommerce Category'), {
      fields: [
        'name',
        'category_name',
        'is_group',
        'show_on_homepage',
        'priority',
        'ecommerce_category_image',
        'parent_ecommerce_category',
      ],
      order_by: 'priority desc',
      limit_page_length: 100,
    });
    expect(namesOf(reply)).toEqual([
      'Skincare',
      'Makeup',
      'Face Care',
      'Lips',
      'Body Care',
      'Moisturizers',
      'Serums',
      'Fragrance',
    ]);
    expect(rowsOf(reply)[2]).toEqual({
      name: 'Face Care',
      category_name: 'Face Care',
      is_group: 1,
      show_on_homepage: 0,
      priority: 5,
      ecommerce_category_image: '/media/Face Care.webp',
      parent_ecommerce_category: 'Skincare',
    });
  });

  it('lists brands shown on the website by brand asc, optionally matching a text', async () => {
    const brands = (filters: unknown[]) =>
      callApi(app, resourcePath('Brand'), {
        fields: ['name', 'brand'],
        filters,
        order_by: 'brand asc',
        limit_page_length: 500,
      });
    expect(rowsOf(await brands([['custom_show_on_website', '=', 1]]))).toEqual([
      { name: 'Aurora', brand: 'Aurora' },
      { name: 'Bloom', brand: 'Bloom' },
      { name: 'Dune', brand: 'Dune' },
    ]);
    expect(
      namesOf(
        await brands([
          ['custom_show_on_website', '=', 1],
          ['brand', 'like', '%U%'],
        ]),
      ),
    ).toEqual(['Aurora', 'Dune']);
  });

  it('reads the home Web Page by name with its page blocks in order (fields=* is accepted)', async () => {
    const reply = await callApi(app, resourcePath('Web Page', 'gulf-glow-home-page'), { fields: ['*'] });
    expect(reply.status).toBe(200);
    const page = reply.body.data as { page_blocks: Record<string, unknown>[]; brands: Record<string, unknown>[] };
    expect(page).toMatchObject({ doctype: 'Web Page', name: 'gulf-glow-home-page', published: 1 });
    expect(page.page_blocks.map((b) => b.web_template)).toEqual([
      'SS Slider',
      'SS Categories Grid',
      'Product Carousel',
    ]);
    expect(page.page_blocks[0]).toMatchObject({
      idx: 1,
      size: 'large',
      web_template_values: '{"banner_1":"/media/b1.webp"}',
      parent: 'gulf-glow-home-page',
      parentfield: 'page_blocks',
      parenttype: 'Web Page',
      doctype: 'Web Page Block',
    });
    expect(page.brands).toMatchObject([{ brand: 'Aurora', idx: 1 }]);
  });

  it('lists the published reviews of an item, newest first', async () => {
    const reply = await callApi(app, resourcePath('Website Item Review'), {
      fields: ['*'],
      filters: [
        ['item', '=', itemName(1)],
        ['docstatus', '=', 1],
      ],
      order_by: 'creation desc',
    });
    expect(namesOf(reply)).toEqual(['REV-4', 'REV-1']);
    expect(rowsOf(reply)[0]).toMatchObject({
      rating: 0.8,
      customer_name: 'Customer REV-4',
      review_title: 'Title REV-4',
    });
  });
});
