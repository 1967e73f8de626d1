import { type Locator, expect, test } from '@playwright/test';
import { ShopPage, catalog, inQuery } from './pages/shop';
import { expectNoSeriousA11yViolations } from './support/axe';
import { putOneInTheCart, untilCartShown } from './support/cart-shown';

test.describe('shop listing', () => {
  test('the first HTML of /shop already holds the first 20 products', async ({ request }) => {
    const html = await (await request.get('/shop')).text();
    expect(html.match(/data-testid="product-card"/g)?.length).toBe(20);
    const names = await catalog.firstPageNames(request);
    expect(names).toHaveLength(20);
    const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
    for (const name of names) expect(html).toContain(escapeHtml(name));
  });

  test("each card shows its product's brand, small and muted, just above the name", async ({ page, request }) => {
    const brands = await catalog.firstPageBrands(request);
    const shop = new ShopPage(page);
    await shop.goto();
    await expect(shop.cards).toHaveCount(20);
    for (const card of await shop.cards.all()) {
      const name = card.locator('a').nth(1);
      const brand = card.getByTestId('product-card-brand');
      expect(await brand.textContent()).toBe(brands.get((await name.innerText()).trim()));
      const [brandBox, nameBox] = [(await brand.boundingBox())!, (await name.boundingBox())!];
      expect(brandBox.y + brandBox.height).toBeLessThanOrEqual(nameBox.y + 1);
      expect(await brand.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeLessThan(
        await name.evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
      );
    }
  });

  test('excludeOutOfStock=1 is written into the URL', async ({ page }) => {
    const shop = new ShopPage(page);
    await shop.goto();
    await expect(page).toHaveURL(/\/shop\?excludeOutOfStock=1$/);
    await expect(shop.cards).toHaveCount(20);
  });

  test('brand, category, sort and the stock choice live in the URL: reload keeps them, back and forward restore the listing', async ({
    page,
    request,
  }) => {
    const { brand, category } = await catalog.outOfStockPick(request);
    const shop = new ShopPage(page);
    await shop.goto();
    await expect(shop.cards).toHaveCount(20);

    await shop.chooseBrand(brand);
    await shop.chooseCategory(category);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(brand);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(category);
    if (shop.mobile) await expect(page.getByTestId('filter-badge')).toHaveText('2');

    await shop.chooseSort('Price: High - Low');
    await expect(page).toHaveURL(/sort=custom_regular_price(\+|%20)desc/);
    await expect(shop.cards.first()).toBeVisible();
    expect(await shop.regularPrice(0)).toBeGreaterThanOrEqual(await shop.regularPrice(1));
    const inStock = await shop.names();
    await expect(shop.cards.getByRole('button', { name: 'Out of Stock' })).toHaveCount(0);
    const sortedUrl = page.url();

    await shop.setExcludeOutOfStock(false);
    await expect(shop.cards.getByRole('button', { name: 'Out of Stock' }).first()).toBeVisible();
    const withOutOfStock = await shop.names();
    expect(withOutOfStock.length).toBeGreaterThan(inStock.length);
    const stockUrl = page.url();
    expect(stockUrl).toMatch(
      new RegExp(`brand=${inQuery(brand)}.*category=${inQuery(category)}.*sort=.*excludeOutOfStock=0`),
    );

    await page.reload();
    await shop.ready();
    await expect(page).toHaveURL(stockUrl);
    expect(await shop.names()).toEqual(withOutOfStock);
    if (!shop.mobile) {
      await expect(page.getByRole('checkbox', { name: 'Exclude Out of Stock Items' })).not.toBeChecked();
      await expect(page.getByRole('combobox', { name: 'Sort By' })).toHaveValue('custom_regular_price desc');
    }

    await page.goBack();
    await expect(page).toHaveURL(sortedUrl);
    await expect.poll(() => shop.names()).toEqual(inStock);
    await page.goForward();
    await expect(page).toHaveURL(stockUrl);
    await expect.poll(() => shop.names()).toEqual(withOutOfStock);
  });

  test('every arrival at a /shop address without the stock choice is redirected to excludeOutOfStock=1: header, breadcrumb, footer and Brands A-Z links; back and forward keep it', async ({
    page,
    request: api,
  }) => {
    const shop = new ShopPage(page);
    await putOneInTheCart(page, api);
    // RSC requests of navigations (prefetches and the hops of a redirect aside)
    const navigations: string[] = [];
    page.on('request', (request) => {
      const headers = request.headers();
      if (headers.rsc === '1' && !headers['next-router-prefetch'] && !request.redirectedFrom())
        navigations.push(request.url());
    });
    const address = () => {
      const url = new URL(page.url());
      return `${url.pathname}${url.search}`;
    };
    const historyLength = () => page.evaluate(() => window.history.length);
    /** Follows a link to /shop: one navigation, one new history entry, the address completed by the server. */
    const follow = async (link: Locator, href: string, expected: string, by: 'click' | 'keyboard' = 'click') => {
      await expect(link).toHaveAttribute('href', href);
      const [requests, entries] = [navigations.length, await historyLength()];
      if (by === 'click') await link.click();
      else {
        await link.focus();
        await page.keyboard.press('Enter');
      }
      await expect.poll(address).toBe(expected);
      await expect(shop.cards.first()).toBeVisible();
      // the listing shown and no longer dimmed: the navigation is over
      await expect(page.locator('main section[aria-busy="true"]')).toHaveCount(0);
      expect(address()).toBe(expected);
      expect(await historyLength()).toBe(entries + 1);
      expect(navigations.length).toBe(requests + 1);
      return page.url();
    };
    const header = page.locator('header');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const openDrawerSection = async (label: string) => {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await drawer.locator('summary', { hasText: label }).click();
    };

    await shop.goto('?category=Offers&excludeOutOfStock=1');
    // links open client-side once the page's scripts run: the header then shows the cart's item
    await untilCartShown(page);
    const start = page.url();

    // header 'Makeup': its own link on desktop, 'Shop all Makeup' in the mobile drawer
    if (shop.mobile) await openDrawerSection('Makeup');
    const makeupLink = shop.mobile
      ? drawer.getByRole('link', { name: 'Shop all Makeup' })
      : header.getByRole('link', { name: 'Makeup', exact: true });
    const makeup = await follow(makeupLink, '/shop?category=Makeup', '/shop?category=Makeup&excludeOutOfStock=1');

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    const all = await follow(
      crumbs.getByRole('link', { name: 'Shop', exact: true }),
      '/shop',
      '/shop?excludeOutOfStock=1',
    );

    // from the keyboard: on the way down to the footer the next page loads and moves it under a pointer
    const footerOffers = page.getByRole('contentinfo').getByRole('link', { name: 'Offers', exact: true });
    const offers = await follow(
      footerOffers,
      '/shop?category=Offers',
      '/shop?category=Offers&excludeOutOfStock=1',
      'keyboard',
    );

    if (shop.mobile) await openDrawerSection('Brands A-Z');
    // a pointer over the entry opens its panel (a click then would toggle it shut again)
    else await header.getByRole('button', { name: 'Brands A-Z' }).hover();
    const brandLink = shop.mobile
      ? drawer.locator('details', { hasText: 'Brands A-Z' }).getByRole('link').first()
      : header.getByRole('navigation', { name: 'Main' }).locator(':scope > ul > li').last().getByRole('link').first();
    const brand = (await brandLink.innerText()).trim();
    await follow(
      brandLink,
      `/shop?brand=${encodeURIComponent(brand)}`,
      `/shop?${new URLSearchParams({ brand, excludeOutOfStock: '1' })}`,
    );

    for (const url of [offers, all, makeup, start]) {
      await page.goBack();
      await expect(page).toHaveURL(url);
    }
    for (const url of [makeup, all, offers]) {
      await page.goForward();
      await expect(page).toHaveURL(url);
    }
  });

  test('choosing a category replaces the list; choosing it again clears it', async ({ page }) => {
    const shop = new ShopPage(page);
    await shop.goto('?category=Offers&excludeOutOfStock=1');
    const panel = await shop.filters();
    const first = panel.getByRole('button', { pressed: false, name: /\d+$/ }).first();
    const name = (await first.innerText()).split('\n')[0]!.trim();
    await first.click();
    await expect(page).toHaveURL(new RegExp(`\\?category=${inQuery(name)}&excludeOutOfStock=1$`));
    const again = await shop.filters();
    await again
      .getByRole('button', { pressed: true, name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\d+$`) })
      .click();
    await expect(page).toHaveURL(/\/shop\?excludeOutOfStock=1$/);
  });

  test('Clear All resets brands, categories and sort', async ({ page }) => {
    const shop = new ShopPage(page);
    await shop.goto('?brand=Bareleaf&category=Skin%20Care&sort=brand%20asc&excludeOutOfStock=0');
    if (shop.mobile) {
      await expect(page.getByTestId('filter-badge')).toHaveText('2');
      await (await shop.filters()).getByRole('button', { name: 'Clear All', exact: true }).click();
    } else {
      await page.getByRole('button', { name: 'Clear All Filters' }).click();
    }
    await expect(page).toHaveURL(/\/shop\?excludeOutOfStock=0$/);
    await expect(page.getByTestId('filter-badge')).toHaveCount(0);
  });

  test('mobile chip bar: a category chip, its subcategory chips and Clear category @mobile-only', async ({ page }) => {
    const shop = new ShopPage(page);
    await shop.goto('?excludeOutOfStock=1');
    const chips = page.getByRole('group', { name: 'Categories' });
    await expect(chips.getByRole('button', { name: 'Clear category' })).toHaveCount(0);
    const first = chips.getByRole('button').first();
    const name = (await first.innerText()).trim();
    await first.click();
    await expect(page).toHaveURL(new RegExp(`category=${inQuery(name)}&`));
    await expect(page.getByTestId('filter-badge')).toHaveText('1');
    await expect(chips.getByRole('button', { name, exact: true })).toHaveCount(0);
    const sub = chips.getByRole('button').filter({ hasNotText: 'Clear category' }).first();
    await sub.click();
    await expect(page).toHaveURL(/subcategory=/);
    // SPEC §2: the badge counts brands plus categories; a subcategory refines the category, not counted.
    await expect(page.getByTestId('filter-badge')).toHaveText('1');
    await chips.getByRole('button', { name: 'Clear category' }).click();
    await expect(page).toHaveURL(/\/shop\?excludeOutOfStock=1$/);
    await expect(page.getByTestId('filter-badge')).toHaveCount(0);
  });

  test('the sheets close on Escape and on the backdrop @mobile-only', async ({ page }) => {
    const shop = new ShopPage(page);
    await shop.goto('?excludeOutOfStock=1');
    const sheet = await shop.filters();
    await expect(sheet).toHaveAttribute('aria-modal', 'true');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Sort By' })).toBeVisible();
    await page.mouse.click(20, 20); // the backdrop above the sheet
    await expect(page.getByRole('dialog', { name: 'Sort By' })).toBeHidden();
  });

  test('infinite scroll and Load More Products bring the next pages', async ({ page }) => {
    const shop = new ShopPage(page);
    await shop.goto('?excludeOutOfStock=0');
    await expect(shop.cards).toHaveCount(20);
    await shop.cards.last().scrollIntoViewIfNeeded();
    await expect.poll(() => shop.cards.count()).toBeGreaterThan(20);
    await expect(page.getByRole('button', { name: 'Load More Products' })).toBeVisible();
    const loaded = await shop.cards.count();
    await page.getByRole('button', { name: 'Load More Products' }).click();
    await expect.poll(() => shop.cards.count()).toBeGreaterThan(loaded);
    const hrefs = await shop.hrefs();
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  test('one page is fetched once: Load More Products clicked as the observer asks loads page 1 a single time', async ({
    page,
  }) => {
    const shop = new ShopPage(page);
    const starts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/resource/Website%20Item' && url.searchParams.has('limit_start'))
        starts.push(url.searchParams.get('limit_start')!);
    });
    await shop.goto('?excludeOutOfStock=0');
    await expect(shop.cards).toHaveCount(20);
    await expect(page.getByRole('button', { name: 'Load More Products' })).toBeAttached();
    // The shopper's click lands in the same moment as the observer's ask, before the page has
    // re-rendered: an observer of the same end-of-list marker, notified right after the shop's,
    // clicks the button then.
    await page.evaluate(() => {
      const grid = document.querySelector('[data-testid="product-grid"]')!;
      const marker = grid.nextElementSibling!;
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Load More Products')!;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          button.click();
        },
        { rootMargin: '200px 0px' },
      );
      observer.observe(marker);
      requestAnimationFrame(() => button.scrollIntoView({ block: 'center' }));
    });
    await expect(shop.cards).toHaveCount(40);
    // the next page is asked for only after this one is in: by then a second ask would be made
    const third = page.waitForRequest((r) => new URL(r.url()).searchParams.get('limit_start') === '40');
    await shop.cards.last().scrollIntoViewIfNeeded();
    await third;
    expect(starts.filter((s) => s === '20')).toEqual(['20']);
    const hrefs = await shop.hrefs();
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  test('back from a product to a listing grown by scrolling shows the same products and lands on the product opened', async ({
    page,
  }) => {
    const shop = new ShopPage(page);
    await shop.goto('?excludeOutOfStock=0');
    await expect(shop.cards).toHaveCount(20);
    // pages 1 and 2 by scrolling to the end of the list
    for (const count of [40, 60]) {
      await shop.cards.last().scrollIntoViewIfNeeded();
      await expect.poll(() => shop.cards.count()).toBeGreaterThanOrEqual(count);
    }
    await expect(page.getByTestId('product-card-skeleton')).toHaveCount(0);
    const before = await shop.hrefs();
    const card = shop.cards.nth(45);
    const href = (await card.locator('a').first().getAttribute('href'))!;
    await card.locator('a').nth(1).scrollIntoViewIfNeeded();
    await card.locator('a').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const pagesAsked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/resource/Website%20Item' && url.searchParams.has('limit_start'))
        pagesAsked.push(url.searchParams.get('limit_start')!);
    });
    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?excludeOutOfStock=0$/);
    // the products loaded before, at once and in the same order (scrolling on may add the next page below them)
    await expect.poll(() => shop.cards.count()).toBeGreaterThanOrEqual(before.length);
    expect((await shop.hrefs()).slice(0, before.length)).toEqual(before);
    await expect(shop.cards.nth(45).locator('a').first()).toHaveAttribute('href', href);
    await expect(shop.cards.nth(45)).toBeInViewport();
    // restored, not asked for again
    const loadedStarts = Array.from({ length: Math.ceil(before.length / 20) - 1 }, (_, i) => String((i + 1) * 20));
    expect(pagesAsked.filter((start) => loadedStarts.includes(start))).toEqual([]);
  });

  test('the result count is singular for one product and plural otherwise, as text and as the results label', async ({
    page,
    request,
  }) => {
    const brand = await catalog.brandWithOneOffer(request);
    const shop = new ShopPage(page);
    await shop.goto(`?category=Offers&brand=${encodeURIComponent(brand)}&excludeOutOfStock=1`);
    await expect(shop.cards).toHaveCount(1);
    await expect(page.getByTestId('shop-total')).toHaveText('1 product');
    await expect(page.getByRole('region', { name: '1 product', exact: true })).toBeVisible();

    await shop.goto('?category=Offers&excludeOutOfStock=1');
    const total = Number((await page.getByTestId('shop-total').innerText()).split(' ')[0]);
    expect(total).toBeGreaterThan(1);
    await expect(page.getByTestId('shop-total')).toHaveText(`${total} products`);
    await expect(page.getByRole('region', { name: `${total} products`, exact: true })).toBeVisible();
  });

  test('spec texts read as the spec writes them, not in capitals', async ({ page }) => {
    const shop = new ShopPage(page);
    await shop.goto('?category=Skin%20Care&excludeOutOfStock=1');
    const innerText = (locator: Locator) => locator.evaluate((el) => (el as HTMLElement).innerText.trim());
    if (shop.mobile) {
      await page.getByRole('button', { name: 'Sort', exact: true }).click();
      const sort = page.getByRole('dialog', { name: 'Sort By' });
      expect(await innerText(sort.getByRole('heading', { name: 'Sort By' }))).toBe('Sort By');
      await page.keyboard.press('Escape');
      await expect(sort).toBeHidden();
      expect(
        await innerText(
          page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'Clear category' }),
        ),
      ).toBe('Clear category');
    } else {
      const sidebar = page.getByRole('complementary', { name: 'Filters' });
      expect(await innerText(sidebar.locator('label[for="shop-sort"]'))).toBe('Sort By');
      expect(await innerText(sidebar.getByRole('button', { name: 'Clear All Filters' }))).toBe('Clear All Filters');
    }
    const panel = await shop.filters();
    if (shop.mobile) {
      expect(await innerText(panel.getByRole('heading', { name: 'Filters' }))).toBe('Filters');
      expect(await innerText(panel.getByRole('button', { name: 'Apply Filters' }))).toBe('Apply Filters');
      expect(await innerText(panel.getByRole('button', { name: 'Clear All', exact: true }))).toBe('Clear All');
    }
    expect(await innerText(panel.getByRole('heading', { name: 'Categories' }))).toBe('Categories');
    expect(await innerText(panel.getByRole('heading', { name: 'Brands' }))).toBe('Brands');
    expect(await innerText(panel.locator('label', { hasText: 'Exclude Out of Stock Items' }))).toBe(
      'Exclude Out of Stock Items',
    );
  });

  test('a third-level category from the header opens its ancestors in the tree, the category shown chosen', async ({
    page,
  }) => {
    const shop = new ShopPage(page);
    // from another listing, the tree already on screen: the header's Skin Care > Face > Serums link
    await shop.goto('?category=Offers&excludeOutOfStock=1');
    if (shop.mobile) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.locator('summary', { hasText: 'Skin Care' }).click();
      await drawer.getByRole('link', { name: 'Serums', exact: true }).click();
    } else {
      const skinCare = page
        .locator('header')
        .getByRole('navigation', { name: 'Main' })
        .locator(':scope > ul > li')
        .filter({ hasText: 'Skin Care' });
      await skinCare.hover();
      await skinCare.getByRole('link', { name: 'Serums', exact: true }).click();
    }
    await expect(page).toHaveURL(/\/shop\?category=Serums&excludeOutOfStock=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Serums' })).toBeVisible();
    const panel = await shop.filters();
    await expect(panel.getByRole('button', { name: 'Show Skin Care subcategories' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(panel.getByRole('button', { name: 'Show Face subcategories' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const serums = panel.getByRole('button', { name: /^Serums \d+$/ });
    await expect(serums).toBeVisible();
    await expect(serums).toHaveAttribute('aria-pressed', 'true');

    // and on arrival from outside the shop (the home grid, a shared link)
    await shop.goto('?category=Serums&excludeOutOfStock=1');
    const again = await shop.filters();
    await expect(again.getByRole('button', { name: 'Show Face subcategories' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(again.getByRole('button', { name: /^Serums \d+$/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('an impossible combination shows the empty state texts', async ({ page }) => {
    const shop = new ShopPage(page);
    await shop.goto('?brand=No%20Such%20Brand&excludeOutOfStock=1');
    await expect(page.getByText('Sorry. No Products Found', { exact: true })).toBeVisible();
    await expect(page.getByText('Please try a different combination of filters.', { exact: true })).toBeVisible();
    await expect(shop.cards).toHaveCount(0);
  });

  test('Offers lists only items flagged for the offers page', async ({ page, request }) => {
    const shop = new ShopPage(page);
    await shop.goto('?category=Offers&excludeOutOfStock=1');
    await expect(shop.cards.first()).toBeVisible();
    const offered = await catalog.offerNames(request);
    const names = await shop.names();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(offered.has(name), name).toBe(true);
    await expect(page).toHaveTitle(/^Offers \| Shop/);
  });

  test('hostile query values fall back instead of failing', async ({ page }) => {
    const shop = new ShopPage(page);
    const response = await shop.goto(
      '?sort=name;drop&excludeOutOfStock=banana&category=No%20Such%20Category&brand=' + 'x,'.repeat(500),
    );
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Sorry. No Products Found', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/excludeOutOfStock=1/);
    const sorted = await shop.goto('?sort=nonsense&excludeOutOfStock=yes');
    expect(sorted?.status()).toBe(200);
    await expect(shop.cards).toHaveCount(20);
  });

  test('a title per filter', async ({ page }) => {
    const shop = new ShopPage(page);
    await shop.goto('?category=Serums&excludeOutOfStock=1');
    await expect(page).toHaveTitle(/^Serums \| Shop/);
    await expect(page.getByRole('heading', { level: 1, name: 'Serums' })).toBeVisible();
  });

  test('no serious accessibility violations, with the filter sheet open on mobile', async ({ page }) => {
    const shop = new ShopPage(page);
    await shop.goto('?excludeOutOfStock=1');
    await expect(shop.cards).toHaveCount(20);
    await shop.filters();
    await expectNoSeriousA11yViolations(page);
  });
});
