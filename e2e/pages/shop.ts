import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import { isMobile } from '../support/viewport';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A value as it appears in the query string (space as + or %20, commas kept). */
export const inQuery = (value: string) => encodeURIComponent(value).replace(/%2C/g, ',').replace(/%20/g, '(\\+|%20)');

/** A tap on a checkbox unless it already shows the choice, then the box showing it. */
async function tapTo(box: Locator, checked: boolean) {
  if ((await box.isChecked()) !== checked) await box.click();
  await expect(box).toBeChecked({ checked });
}

/** The /shop page: the same steps on desktop (sidebar) and mobile (bottom sheets). */
export class ShopPage {
  readonly cards: Locator;

  constructor(readonly page: Page) {
    this.cards = page.getByTestId('product-grid').getByTestId('product-card');
  }

  get mobile(): boolean {
    return isMobile(this.page);
  }

  /**
   * Opens /shop and waits until the listing is shown. Its controls may be tapped at once: a tap
   * made before the page's scripts run is carried out when they do (lib/browser/early-taps.ts),
   * so each step below waits for the tap's outcome, not for the scripts.
   */
  async goto(query = '') {
    const response = await this.page.goto(`/shop${query}`);
    await this.ready();
    return response;
  }

  /** The listing's heading is shown. */
  async ready() {
    await expect(this.page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** The desktop sidebar, or the mobile 'Filters' sheet after opening it. */
  async filters(): Promise<Locator> {
    if (!this.mobile) return this.page.getByRole('complementary', { name: 'Filters' });
    await this.page.getByRole('button', { name: /^Filter/ }).click();
    const sheet = this.page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    return sheet;
  }

  async applyOnMobile() {
    if (this.mobile)
      await this.page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Apply Filters' }).click();
  }

  async chooseBrand(brand: string) {
    const panel = await this.filters();
    await tapTo(panel.getByRole('checkbox', { name: brand, exact: true }), true);
    await this.applyOnMobile();
    await expect(this.page).toHaveURL(new RegExp(`brand=${inQuery(brand)}`));
  }

  /** A top-level category from the tree; on mobile the sheet closes by itself. */
  async chooseCategory(category: string) {
    const panel = await this.filters();
    await panel.getByRole('button', { name: new RegExp(`^${escape(category)} \\d+$`) }).click();
    if (this.mobile) await expect(this.page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
    await expect(this.page).toHaveURL(new RegExp(`category=${inQuery(category)}(&|$)`));
  }

  async setExcludeOutOfStock(exclude: boolean) {
    const panel = await this.filters();
    await tapTo(panel.getByRole('checkbox', { name: 'Exclude Out of Stock Items' }), exclude);
    await this.applyOnMobile();
    await expect(this.page).toHaveURL(new RegExp(`excludeOutOfStock=${exclude ? 1 : 0}`));
  }

  async chooseSort(label: string) {
    if (this.mobile) {
      await this.page.getByRole('button', { name: 'Sort', exact: true }).click();
      await this.page.getByRole('dialog', { name: 'Sort By' }).getByRole('radio', { name: label }).click();
      await expect(this.page.getByRole('dialog', { name: 'Sort By' })).toBeHidden();
    } else {
      await this.page.getByRole('combobox', { name: 'Sort By' }).selectOption({ label });
    }
  }

  /** The regular (sort key) price of a card: the struck one when on sale, else the price. */
  async regularPrice(i: number): Promise<number> {
    const card = this.cards.nth(i);
    const struck = card.getByTestId('regular-price');
    const text = (await struck.count()) ? await struck.innerText() : await card.getByTestId('price').innerText();
    return Number(text.replace(/[^\d.]/g, ''));
  }

  /** Each card's product link: unique per product (names may repeat across products). */
  async hrefs(): Promise<string[]> {
    return this.cards.evaluateAll((els) => els.map((el) => el.querySelector('a')?.getAttribute('href') ?? ''));
  }

  async names(): Promise<string[]> {
    return this.cards.evaluateAll((els) => els.map((el) => el.querySelectorAll('a')[1]?.textContent?.trim() ?? ''));
  }
}

type Row = Record<string, unknown>;
async function resource(request: APIRequestContext, doctype: string, params: Record<string, unknown>): Promise<Row[]> {
  const query = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
  const response = await request.get(`/api/resource/${encodeURIComponent(doctype)}`, { params: query });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Row[] }).data;
}

const listed = [
  ['published', '=', 1],
  ['custom_sale_price', 'is', 'set'],
];

/** Facts about the seeded catalog, read from the public resource API (never hard-coded). */
export const catalog = {
  /** The first page of the default listing (in stock, price ascending). */
  async firstPageNames(request: APIRequestContext): Promise<string[]> {
    const rows = await resource(request, 'Website Item', {
      fields: ['web_item_name'],
      filters: [...listed, ['custom_stock_available', '>', 0]],
      order_by: 'custom_regular_price asc',
      limit_page_length: '20',
    });
    return rows.map((r) => String(r.web_item_name));
  },

  /** The brand of each product on the first page of the default listing, by display name. */
  async firstPageBrands(request: APIRequestContext): Promise<Map<string, string>> {
    const rows = await resource(request, 'Website Item', {
      fields: ['web_item_name', 'brand'],
      filters: [...listed, ['custom_stock_available', '>', 0]],
      order_by: 'custom_regular_price asc',
      limit_page_length: '20',
    });
    return new Map(rows.map((r) => [String(r.web_item_name), String(r.brand)]));
  },

  /** An out-of-stock item's brand and top-level category: a combination holding it. */
  async outOfStockPick(request: APIRequestContext): Promise<{ brand: string; category: string }> {
    const [item] = await resource(request, 'Website Item', {
      fields: ['brand', 'custom_ecommerce_category'],
      filters: [
        ...listed,
        ['custom_stock_available', '=', 0],
        ['brand', 'is', 'set'],
        ['custom_ecommerce_category', 'is', 'set'],
      ],
      order_by: 'web_item_name asc',
      limit_page_length: '1',
    });
    if (!item) throw new Error('the seed has no out-of-stock item');
    const categories = await resource(request, 'Ecommerce Category', {
      fields: ['name', 'parent_ecommerce_category'],
      limit_page_length: '0',
    });
    const parent = new Map(categories.map((c) => [String(c.name), c.parent_ecommerce_category as string | null]));
    let category = String(item.custom_ecommerce_category);
    while (parent.get(category)) category = parent.get(category)!;
    return { brand: String(item.brand), category };
  },

  /** A brand with exactly one in-stock product on the Offers listing. */
  async brandWithOneOffer(request: APIRequestContext): Promise<string> {
    const rows = await resource(request, 'Website Item', {
      fields: ['brand'],
      filters: [
        ...listed,
        ['custom_show_on_offer_page', '=', 1],
        ['custom_stock_available', '>', 0],
        ['brand', 'is', 'set'],
      ],
      limit_page_length: '0',
    });
    const counts = new Map<string, number>();
    for (const r of rows) counts.set(String(r.brand), (counts.get(String(r.brand)) ?? 0) + 1);
    const brand = [...counts]
      .filter(([, n]) => n === 1)
      .map(([b]) => b)
      .sort()[0];
    if (!brand) throw new Error('the seed has no brand with a single offer');
    return brand;
  },

  async offerNames(request: APIRequestContext): Promise<Set<string>> {
    const rows = await resource(request, 'Website Item', {
      fields: ['web_item_name'],
      filters: [...listed, ['custom_show_on_offer_page', '=', 1]],
      limit_page_length: '0',
    });
    return new Set(rows.map((r) => String(r.web_item_name)));
  },
};
