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
 * Issue 16 through the resource service: the Arabic fields next to the English ones, and the
 * `q` search on search_text finding products by either name, Arabic written any common way.
 */
const search = (text: string) => [
  ['search_text', 'like', `%${text}%`],
  ['published', '=', 1],
  ['website_warehouse', '=', WAREHOUSE],
];

describe.each(await testEngines())('Arabic catalog fields and search on %s', (engine) => {
  let app: App;
  const suite = withTestApp(engine, insertCatalog);
  beforeAll(() => ({ app } = suite));
  const list = (params: Record<string, unknown>) => callApi(app, resourcePath('Website Item'), params);

  it('serves the Arabic fields when asked for, and null where no Arabic is written', async () => {
    const reply = await list({
      fields: ['name', 'web_item_name', 'web_item_name_ar'],
      filters: [['name', 'in', [itemName(1), itemName(9)]]],
      order_by: 'name asc',
    });
    expect(rowsOf(reply)).toEqual([
      { name: itemName(1), web_item_name: 'Vitamin C Serum', web_item_name_ar: 'سيروم فيتامين سي المضيء' },
      { name: itemName(9), web_item_name: 'SERUM Stick', web_item_name_ar: null },
    ]);
  });

  it('leaves a reply that asks for no Arabic field as it was', async () => {
    const reply = await list({ fields: ['name', 'web_item_name'], filters: [['name', '=', itemName(1)]] });
    expect(rowsOf(reply)).toEqual([{ name: itemName(1), web_item_name: 'Vitamin C Serum' }]);
  });

  it('filters on an Arabic field as on its English one', async () => {
    expect(namesOf(await list({ filters: [['web_item_name_ar', 'like', '%سيروم%']], order_by: 'name asc' }))).toEqual(
      items(1, 2, 8),
    );
    expect(namesOf(await list({ filters: [['web_item_name_ar', 'is', 'not set']], order_by: 'name asc' }))).toEqual([
      itemName(9),
    ]);
  });

  it.each([
    ['an English word, any case', 'SERUM', [1, 2, 9]],
    ['an Arabic word', 'سيروم', [1, 2]],
    ['Arabic typed without hamza', 'المضيء', [1]],
    ['alef maqsura for yaa, haa for taa marbuta', 'مرطب ليلى', [3]],
    ['without the shadda the name is written with', 'مرطب', [3]],
    ['with harakat and tatweel the name lacks', 'أَحْمَـر شِفَاه', [5]],
    ['hamza-less alef where the name has أ', 'احمر', [5]],
    ['Arabic-Indic digits for the stored Western ones', 'الهيالورونيك ٣٠ مل', [2]],
    ['Persian digits for the stored Western ones', '۳۰', [2]],
  ])('finds products by %s', async (_how, text, expected) => {
    expect(sortedNames(await list({ fields: ['name'], filters: search(text), limit_page_length: 10 }))).toEqual(
      items(...expected),
    );
  });

  it('serves the stored search text: both names, normalised, one per line', async () => {
    const reply = await list({ fields: ['name', 'search_text'], filters: [['name', '=', itemName(1)]] });
    expect(rowsOf(reply)[0]!.search_text).toBe('vitamin c serum\nسيروم فيتامين سي المضيء');
  });

  it('does not match across the line between the English and the Arabic name', async () => {
    expect(namesOf(await list({ filters: search('serum سيروم') }))).toEqual([]);
  });

  it('keeps unpublished and other-warehouse items out of the search as before', async () => {
    expect(sortedNames(await list({ fields: ['name'], filters: search('كريم') }))).toEqual(items(3));
  });

  it('serves category and brand names in Arabic when asked for', async () => {
    const category = await callApi(app, resourcePath('Ecommerce Category'), {
      fields: ['name', 'category_name_ar'],
      filters: [['name', '=', 'Serums']],
    });
    expect(rowsOf(category)).toEqual([{ name: 'Serums', category_name_ar: null }]);
    const brand = await callApi(app, resourcePath('Brand'), {
      fields: ['name', 'brand_ar', 'description_ar'],
      filters: [['name', '=', 'Aurora']],
    });
    expect(rowsOf(brand)).toEqual([{ name: 'Aurora', brand_ar: null, description_ar: null }]);
  });
});
