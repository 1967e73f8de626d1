import { expect, test } from '@playwright/test';
import { HeaderChrome } from './pages/header';
import { expectNoSeriousA11yViolations } from './support/axe';
import { holdTime } from './support/held-time';
import { expectToastPartsShown, recordToasts, toastsShown } from './support/toasts';

const inQuery = (value: string) => encodeURIComponent(value).replace(/%20/g, '(\\+|%20)');
/** The shop writes excludeOutOfStock into the address on every arrival (SPEC §2). */
const stockParam = '&excludeOutOfStock=1';
/** SPEC §4 add button: Add → Adding (500 ms) → Added (3 s) → Add. */
const ADDING_MS = 500;
const ADDED_MS = 3000;

test.describe('header, navigation and footer', () => {
  test(
    'desktop menu: Offers first, a category dropdown with level-2 headings and a level-3 link to the shop',
    { tag: '@desktop-only' },
    async ({ page }) => {
      const chrome = new HeaderChrome(page);
      await page.goto('/');
      await expect(chrome.topItems.first()).toHaveText('Offers');
      await expect(chrome.topItems.first().getByRole('link')).toHaveAttribute('href', '/shop?category=Offers');
      const brands = chrome.topItems.last().getByRole('button', { name: 'Brands A-Z' });
      await expect(brands).toBeVisible();
      // the pointer that clicks it came over it first, and its hover opened the panel: the click keeps it open
      await brands.click();
      await expect(brands).toHaveAttribute('aria-expanded', 'true');
      await page.mouse.move(5, 795);
      await expect(brands).toHaveAttribute('aria-expanded', 'false');

      const category = chrome.topItems.nth(1);
      const toggle = category.getByRole('button');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await category.hover();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(category.getByRole('heading', { level: 3 }).first()).toBeVisible();

      const leaf = category.locator('ul a').first();
      const name = (await leaf.innerText()).trim();
      await expect(leaf).toHaveAttribute('href', `/shop?category=${encodeURIComponent(name)}`);
      await leaf.click();
      await expect(page).toHaveURL(new RegExp(`/shop\\?category=${inQuery(name)}${stockParam}$`));
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    },
  );

  test(
    'an open desktop menu panel has no serious accessibility violation',
    { tag: '@desktop-only' },
    async ({ page }) => {
      const category = new HeaderChrome(page).topItems.nth(1);
      await page.goto('/');
      await category.hover();
      await expect(category.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    },
  );

  test(
    'desktop menu works from the keyboard: the toggle opens, Escape closes and returns focus',
    { tag: '@desktop-only' },
    async ({ page }) => {
      const chrome = new HeaderChrome(page);
      await page.goto('/');
      const category = chrome.topItems.nth(1);
      const toggle = category.getByRole('button');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const leaf = category.locator('ul a').first();
      await expect(leaf).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(leaf).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(leaf).toBeHidden();
      await expect(toggle).toBeFocused();
    },
  );

  test(
    'desktop Brands A-Z lists every brand, each linking to the shop filtered by it',
    { tag: '@desktop-only' },
    async ({ page, request }) => {
      const chrome = new HeaderChrome(page);
      const brands = (await (
        await request.get('/api/resource/Brand', {
          params: { filters: '[["custom_show_on_website","=",1]]', limit_page_length: '500' },
        })
      ).json()) as {
        data: { name: string }[];
      };
      await page.goto('/');
      const item = chrome.topItems.last();
      await item.hover();
      const links = item.getByRole('link');
      await expect(links.first()).toBeVisible();
      await expect(links).toHaveCount(brands.data.length);
      const name = (await links.first().innerText()).trim();
      await expect(links.first()).toHaveAttribute('href', `/shop?brand=${encodeURIComponent(name)}`);
      await links.first().click();
      await expect(page).toHaveURL(new RegExp(`/shop\\?brand=${inQuery(name)}${stockParam}$`));
    },
  );

  test(
    'mobile drawer: same entries, closes on Escape, on the backdrop and when a link is followed',
    { tag: '@mobile-only' },
    async ({ page }) => {
      const chrome = new HeaderChrome(page);
      await page.goto('/');
      await expect(chrome.desktopNav).toBeHidden();
      const drawer = await chrome.openDrawer();
      const nav = drawer.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link').first()).toHaveText('Offers');
      await expect(nav.getByRole('link').first()).toHaveAttribute('href', '/shop?category=Offers');
      await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
      await expect(nav.locator('summary').last()).toHaveText('Brands A-Z');
      await nav.locator('summary').first().click();
      await expect(nav.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(chrome.menuButton).toBeFocused();

      await chrome.openDrawer();
      await page.mouse.click(370, 400); // the backdrop beside the drawer
      await expect(drawer).toBeHidden();

      await chrome.openDrawer();
      await nav.locator('summary').first().click();
      const leaf = nav.locator('details').first().locator('h3 ~ a').first();
      const name = (await leaf.innerText()).trim();
      await leaf.click();
      await expect(page).toHaveURL(new RegExp(`/shop\\?category=${inQuery(name)}${stockParam}$`));
      await expect(drawer).toBeHidden();
    },
  );

  test('the bar above the header states the free delivery rule with the amount from the settings', async ({
    page,
    request,
  }) => {
    const settings = (await (await request.get('/api/global-settings', { params: { populate: '*' } })).json()) as {
      data: { attributes: { free_shipping_above: number } }[];
    };
    const amount = Number(settings.data[0]!.attributes.free_shipping_above).toFixed(3);
    await page.goto('/');
    await expect(page.getByText(/^Free delivery in Oman/)).toHaveText(
      `Free delivery in Oman on orders of OMR ${amount} or more`,
    );
  });

  test('the cart count follows additions from a product card', async ({ page }) => {
    const chrome = new HeaderChrome(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await holdTime(page);
    await expect(chrome.cartLink).toHaveAttribute('aria-label', 'Cart, 0 items');
    // SPEC §2 'Cart link with item count': an empty cart shows 0
    await expect(chrome.cartCount).toBeVisible();
    await expect(chrome.cartCount).toHaveText('0');
    // Pick the card by position: a filter on its 'Add' button would move to another card once it reads 'Adding'.
    const cards = page.getByTestId('product-card');
    const index = await cards.evaluateAll((els) =>
      els.findIndex((el) => el.querySelector('button:not([disabled])')?.textContent === 'Add'),
    );
    const card = cards.nth(index);
    await card.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Adding' })).toBeVisible();
    await page.clock.runFor(ADDING_MS);
    await expect(card.getByRole('button', { name: 'Added' })).toBeVisible();
    await expect(chrome.cartCount).toHaveText('1');
    await expect(chrome.cartLink).toHaveAttribute('aria-label', 'Cart, 1 item');
    await expect(chrome.cartLink).toHaveAttribute('href', '/cart');
    // Added → Add after 3 s, then the same card increments the quantity.
    await page.clock.runFor(ADDED_MS);
    await expect(card.getByRole('button', { name: 'Add', exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(chrome.cartCount).toHaveText('2');
    await expect(chrome.cartLink).toHaveAttribute('aria-label', 'Cart, 2 items');
    // The stored cart is read back after a reload.
    await page.reload();
    await expect(chrome.cartCount).toHaveText('2');
  });

  test('a card reading Added takes another click: it increments, within the stock, and starts its cycle over', async ({
    page,
    request,
  }) => {
    const chrome = new HeaderChrome(page);
    await recordToasts(page);
    const items = (await (
      await request.get('/api/resource/Website%20Item', {
        params: {
          fields: JSON.stringify(['web_item_name', 'custom_stock_available']),
          filters: JSON.stringify([
            ['published', '=', 1],
            ['custom_sale_price', 'is', 'set'],
            ['custom_stock_available', '>', 1],
          ]),
          order_by: 'custom_stock_available asc',
          limit_page_length: '1',
        },
      })
    ).json()) as { data: { web_item_name: string; custom_stock_available: number }[] };
    const { web_item_name: name, custom_stock_available: stock } = items.data[0]!;
    // each phase lasts as long as the journey lets time pass (SPEC §4: Adding 500 ms, Added 3 s)
    await page.clock.install();
    await page.goto(`/shop?q=${encodeURIComponent(name)}&excludeOutOfStock=1`);
    await holdTime(page);
    const card = page
      .getByTestId('product-grid')
      .getByTestId('product-card')
      .filter({ has: page.getByRole('link', { name, exact: true }) })
      .first();
    const button = card.getByRole('button', { name: /^(Add|Adding|Added)$/ });

    await button.click();
    await expect(button).toHaveText('Adding');
    await expect(button).toBeDisabled();
    await expect(chrome.cartCount).toHaveText('1');
    await page.clock.runFor(ADDING_MS);
    await expect(button).toHaveText('Added');

    // Clicked while it reads 'Added': Adding (disabled), then one more unit, then Added again
    for (let quantity = 2; quantity <= stock; quantity++) {
      await button.click();
      await expect(button).toHaveText('Adding');
      await expect(button).toBeDisabled();
      await expect(chrome.cartCount).toHaveText(String(quantity));
      await page.clock.runFor(ADDING_MS);
      await expect(button).toHaveText('Added');
      await expect(button).toBeEnabled();
    }

    // At the stock, a click runs the cycle but adds nothing, with the spec's toast
    await button.click();
    await expect(button).toHaveText('Adding');
    await page.clock.runFor(ADDING_MS);
    await expect(button).toHaveText('Added');
    await expect(chrome.cartCount).toHaveText(String(stock));
    // the cycle runs in full from the last click: Added holds 3 s, then the button reads Add again
    await page.clock.runFor(ADDED_MS - 1);
    await expect(button).toHaveText('Added');
    await page.clock.runFor(1);
    await expect(button).toHaveText('Add');

    // each click's toast, in order (the toast area draws them on a timer of its own: time runs again)
    await page.clock.resume();
    const increments = Array.from({ length: stock - 1 }, () => 'Quantity of the item is updated');
    await expect
      .poll(() => toastsShown(page))
      .toEqual([
        expect.stringContaining('Item added to cart'),
        ...increments.map((text) => expect.stringContaining(text)),
        expect.stringContaining('Max quantity limit reached'),
      ]);
    await expectToastPartsShown(page, { type: 'success', title: 'Success', description: 'Item added to cart' });
    await expectToastPartsShown(page, {
      type: 'success',
      title: 'Success',
      description: 'Quantity of the item is updated',
    });
  });

  test('the footer has the logo, the photo and chat links, the year and the three policy items without links', async ({
    page,
  }) => {
    const chrome = new HeaderChrome(page);
    await page.goto('/');
    const footer = chrome.footer;
    await expect(footer.getByRole('link', { name: 'Gulf Glow home' })).toHaveAttribute('href', '/');
    await expect(footer.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=Hi$/,
    );
    await expect(footer.getByRole('link', { name: 'Follow us on Instagram' })).toHaveAttribute(
      'href',
      /^https:\/\/(www\.)?instagram\.com\//,
    );
    const policies = footer.getByTestId('footer-policies');
    await expect(policies.getByRole('listitem')).toHaveText(['Terms of service', 'Privacy policy', 'Refund policy']);
    await expect(policies.getByRole('link')).toHaveCount(0);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Gulf Glow`);
  });

  test('the coming-soon page shows its message and the logo', async ({ page }) => {
    await page.goto('/coming-soon');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We're getting a makeover");
    await expect(page.getByRole('main')).toContainText('We will be back very soon');
    await expect(page).toHaveTitle(/makeover/);
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown page answers 404 with links back to the shop', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse all products' })).toHaveAttribute(
      'href',
      '/shop',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    await expectNoSeriousA11yViolations(page);
  });
});
