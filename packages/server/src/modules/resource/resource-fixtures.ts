import { productSearchText } from '@shop/domain/search-text';
import type { Db } from '../../db/connection';
import type { NewWebsiteItem } from '../../db/schema';
import type { App } from '../../testing/test-app';
import { TOKEN, WAREHOUSE } from '../../testing/test-app';
import { nestedSetBounds } from '../catalog/nested-set';
import { bumpCatalogVersion } from './resource-cache';

/**
 * A small, hand-checkable catalog for the resource service's tests, written straight into the
 * tables with Kysely (prices in baisa, flags 0/1).
 */
const categories: [name: string, parent: string | null, priority: number][] = [
  ['Skincare', null, 10],
  ['Face Care', 'Skincare', 5],
  ['Serums', 'Face Care', 1],
  ['Moisturizers', 'Face Care', 2],
  ['Body Care', 'Skincare', 3],
  ['Makeup', null, 8],
  ['Lips', 'Makeup', 4],
  ['Fragrance', null, 1],
];

const brands: [name: string, shown: number][] = [
  ['Aurora', 1],
  ['Bloom', 1],
  ['Cedar', 0],
  ['Dune', 1],
];

type ItemSeed = [
  n: number,
  title: string,
  category: string,
  brand: string,
  sale: number | null,
  regular: number,
  stock: number,
  extra?: Partial<NewWebsiteItem>,
];

const itemSeeds: ItemSeed[] = [
  [1, 'Vitamin C Serum', 'Serums', 'Aurora', 12500, 12500, 10],
  [2, 'Hyaluronic Serum', 'Serums', 'Bloom', 8000, 10000, 0, { custom_show_on_offer_page: 1 }],
  [
    3,
    'Night Moisturizer',
    'Moisturizers',
    'Aurora',
    20000,
    25000,
    5,
    { custom_show_on_offer_page: 1, custom_bogo_offer: 1 },
  ],
  [4, 'Body Lotion', 'Body Care', 'Dune', null, 6000, 3],
  [5, 'Matte Lipstick', 'Lips', 'Bloom', 4500, 4500, 7],
  [6, 'Oud Perfume', 'Fragrance', 'Cedar', 30000, 35000, 2, { custom_is_dangerous_good_: 1 }],
  [7, 'Unpublished Cream', 'Moisturizers', 'Aurora', 9000, 9000, 4, { published: 0 }],
  [8, 'Dubai Serum', 'Serums', 'Aurora', 11000, 11000, 9, { website_warehouse: 'Dubai Store - GG' }],
  [9, 'SERUM Stick', 'Face Care', 'Dune', 15000, 15750, 1],
];

/** Arabic names as a Gulf shop writes them (hamza, shadda, taa marbuta included); item 9 has none. */
const arabicNames: Record<number, string> = {
  1: 'سيروم فيتامين سي المضيء',
  2: 'سيروم حمض الهيالورونيك 30 مل',
  3: 'كريم مرطّب ليلي',
  4: 'لوشن الجسم',
  5: 'أحمر شفاه مطفي',
  6: 'عطر العود',
  7: 'كريم غير منشور',
  8: 'سيروم دبي',
};

export const itemName = (n: number) => `ITEM-${String(n).padStart(3, '0')}`;
const stamp = (day: number) => `2024-01-${String(day).padStart(2, '0')} 10:00:00.000`;

export async function insertCatalog(db: Db): Promise<void> {
  const k = db.kysely;
  const bounds = nestedSetBounds(categories.map(([name, parent]) => ({ name, parent })));
  await k
    .insertInto('brand')
    .values(
      brands.map(([name, shown], i) => ({
        name,
        brand: name,
        description: `${name} description`,
        image: null,
        custom_show_on_website: shown,
        custom_priority: i,
        creation: stamp(1),
        modified: stamp(1),
      })),
    )
    .execute();
  await k
    .insertInto('ecommerce_category')
    .values(
      categories.map(([name, parent, priority]) => ({
        name,
        category_name: name,
        is_group: categories.some((c) => c[1] === name) ? 1 : 0,
        show_on_homepage: parent === null ? 1 : 0,
        priority,
        ecommerce_category_image: `/media/${name}.webp`,
        parent_ecommerce_category: parent,
        lft: bounds.get(name)!.lft,
        rgt: bounds.get(name)!.rgt,
        creation: stamp(1),
        modified: stamp(1),
      })),
    )
    .execute();
  await k
    .insertInto('website_item')
    .values(
      itemSeeds.map(([n, title, category, brand, sale, regular, stock, extra]) => ({
        name: itemName(n),
        item_code: `SKU-${n}`,
        item_name: title,
        web_item_name: title,
        web_item_name_ar: arabicNames[n] ?? null,
        search_text: productSearchText(title, arabicNames[n]),
        website_image: `/media/item-${n}.webp`,
        short_description: `${title} short`,
        web_long_description: `${title} long`,
        route: title.toLowerCase().replace(/\s+/g, '-'),
        published: 1,
        item_group: 'Products',
        custom_sale_price: sale,
        custom_regular_price: regular,
        brand,
        custom_ecommerce_category: category,
        custom_stock_available: stock,
        custom_bogo_offer: 0,
        custom_is_dangerous_good_: 0,
        stock_uom: 'Nos',
        custom_show_on_offer_page: 0,
        website_warehouse: WAREHOUSE,
        creation: stamp(n),
        modified: stamp(n),
        ...extra,
      })),
    )
    .execute();
  const review = (name: string, docstatus: number, day: number) => ({
    name,
    item: itemName(1),
    item_name: 'Vitamin C Serum',
    customer_name: `Customer ${name}`,
    phone_number: '91234567',
    email: 'reviewer@example.om',
    rating: 0.8,
    review_title: `Title ${name}`,
    comments: 'Lovely',
    images: null,
    docstatus,
    creation: stamp(day),
    modified: stamp(day),
  });
  await k
    .insertInto('website_item_review')
    .values([review('REV-1', 1, 2), review('REV-2', 0, 3), review('REV-3', 2, 4), review('REV-4', 1, 5)])
    .execute();
  await k
    .insertInto('web_page')
    .values([
      {
        name: 'gulf-glow-home-page',
        title: 'Home',
        route: 'home',
        published: 1,
        creation: stamp(1),
        modified: stamp(1),
      },
      { name: 'draft-page', title: 'Draft', route: 'draft', published: 0, creation: stamp(1), modified: stamp(1) },
    ])
    .execute();
  await k
    .insertInto('web_page_block')
    .values([
      {
        parent: 'gulf-glow-home-page',
        idx: 2,
        web_template: 'SS Categories Grid',
        size: null,
        web_template_values: '{}',
      },
      {
        parent: 'gulf-glow-home-page',
        idx: 1,
        web_template: 'SS Slider',
        size: 'large',
        web_template_values: '{"banner_1":"/media/b1.webp"}',
      },
      {
        parent: 'gulf-glow-home-page',
        idx: 3,
        web_template: 'Product Carousel',
        size: null,
        web_template_values: '{"title":"Serums","categories":["Serums"]}',
      },
    ])
    .execute();
  await k
    .insertInto('web_page_brand')
    .values([{ parent: 'gulf-glow-home-page', idx: 1, brand: 'Aurora' }])
    .execute();
  await insertSalesOrder(db);
  bumpCatalogVersion();
}

async function insertSalesOrder(db: Db): Promise<void> {
  await db.kysely
    .insertInto('sales_order')
    .values({
      name: 'SO-0001',
      naming_series: 'SO-',
      docstatus: 0,
      customer: 'Web Customer',
      customer_id: null,
      first_name: 'Aisha',
      email: null,
      phone: '96891234567',
      country: 'Oman',
      province: 'Muscat',
      wilaya: 'Bawshar',
      zone: 'Z1',
      address: 'Street 1',
      postal_code: null,
      shipping_method: 'Delivery',
      payment_method: 'COD',
      pickup_date: null,
      pickup_time: null,
      outlet: null,
      delivery_date: '2024-01-05',
      coupon_code: null,
      company: 'Gulf Glow',
      cost_center: 'Main',
      selling_price_list: 'Standard Selling',
      set_warehouse: WAREHOUSE,
      order_type: 'Sales',
      order_from_application: 0,
      custom_online_payment_status: 'Unpaid',
      custom_cancelled_payment: 0,
      custom_payment_verification_check: 0,
      status: 'Placed',
      stock_returned: 0,
      sub_total: 25000,
      discount_amount: 0,
      vat_amount: 1250,
      shipping_amount: 2000,
      grand_total: 28250,
      idempotency_key: 'secret-key',
      client_reference_id: null,
      creation: stamp(5),
      modified: stamp(5),
    })
    .execute();
  await db.kysely
    .insertInto('sales_order_item')
    .values([
      {
        parent: 'SO-0001',
        idx: 1,
        item_code: 'SKU-1',
        item_name: 'Vitamin C Serum',
        image: null,
        qty: 2,
        rate: 12500,
        amount: 25000,
        uom: 'Nos',
        stock_uom: 'Nos',
        delivery_date: '2024-01-05',
        item_tax_template: 'VAT 5%',
      },
    ])
    .execute();
  await db.kysely
    .insertInto('sales_order_tax')
    .values([
      {
        parent: 'SO-0001',
        idx: 1,
        charge_type: 'On Net Total',
        account_head: 'VAT 5%',
        description: 'VAT',
        rate: 5,
        tax_amount: 1250,
      },
    ])
    .execute();
}

export interface JsonReply {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, unknown>;
}

/** One request through `inject`; `params` are encoded the way a browser or axios would. */
export async function callApi(
  app: App,
  path: string,
  params: Record<string, unknown> = {},
  options: { auth?: boolean | string; method?: 'GET' | 'POST'; body?: unknown; form?: boolean } = {},
): Promise<JsonReply> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const headers: Record<string, string> = {};
  if (options.auth) headers.authorization = options.auth === true ? TOKEN : options.auth;
  let payload: string | undefined;
  if (options.body !== undefined) {
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(options.body as Record<string, string>).toString();
    } else {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.body);
    }
  }
  const query = search.toString();
  const response = await app.inject({
    method: options.method ?? 'GET',
    url: `${path}${query ? `?${query}` : ''}`,
    headers,
    payload,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown>, headers: response.headers };
}

export const resourcePath = (doctype: string, name?: string) =>
  `/api/resource/${encodeURIComponent(doctype)}${name === undefined ? '' : `/${encodeURIComponent(name)}`}`;

export type Row = Record<string, unknown>;

/** The `data` rows of a list reply (failing loudly when the call failed). */
export function rowsOf(reply: JsonReply): Row[] {
  if (reply.status !== 200) throw new Error(`HTTP ${reply.status}: ${JSON.stringify(reply.body)}`);
  return (reply.body.data ?? reply.body.message) as Row[];
}

export const namesOf = (reply: JsonReply) => rowsOf(reply).map((r) => r.name);
export const sortedNames = (reply: JsonReply) => namesOf(reply).map(String).sort();
export const items = (...n: number[]) => n.map(itemName).sort();
