import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

test.describe('header, navigation and footer', () => {
  test('desktop navigation: Offers first, a category dropdown with level-3 links, Brands A-Z', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const top = nav.locator(':scope > ul > li');
    await expect(top.first()).toHaveText('Offers');
    await expect(top.first().getByRole('link')).toHaveAttribute('href', '/shop?category=Offers');
    await expect(top.last()).toContainText('Brands A-Z');
    const firstCategory = top.nth(1);
    await firstCategory.hover();
    const leaf = firstCategory.locator('ul a').first();
    await expect(leaf).toBeVisible();
    const name = (await leaf.innerText()).trim();
    await leaf.click();
    await expect(page).toHaveURL(`/shop?category=${encodeURIComponent(name)}`);
  });

  test('desktop Brands A-Z links to the shop filtered by brand', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/');
    const brands = page.getByRole('navigation', { name: 'Main' }).locator(':scope > ul > li').last();
    await brands.hover();
    const link = brands.getByRole('link').first();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', /^\/shop\?brand=/);
  });

  test('mobile drawer opens from the menu and closes on Escape and on the backdrop', { tag: '@mobile-only' }, async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link').first()).toHaveText('Offers');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await menu.click();
    await expect(drawer).toBeVisible();
    await page.getByTestId('drawer-backdrop').click({ position: { x: 370, y: 400 } });
    await expect(drawer).toBeHidden();
  });

  test('the cart count follows additions from a product card', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const count = page.getByTestId('cart-count');
    await expect(count).toBeHidden();
    const cards = page.getByTestId('product-card');
    const index = await cards.evaluateAll((els) => els.findIndex((el) => el.querySelector('button:not([disabled])')?.textContent === 'Add'));
    const card = cards.nth(index);
    await card.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Added' })).toBeVisible();
    await expect(count).toHaveText('1');
    await expect(page.getByTestId('cart-link')).toHaveAttribute('aria-label', 'Cart, 1 items');
    await expect(card.getByRole('button', { name: 'Add', exact: true })).toBeVisible({ timeout: 5000 });
    await card.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(count).toHaveText('2');
  });

  test('the footer has the chat and photo links and the three policy items without links', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=Hi$/);
    await expect(footer.getByRole('link', { name: 'Follow us on Instagram' })).toHaveAttribute('href', /^https:\/\//);
    for (const item of ['Terms of service', 'Privacy policy', 'Refund policy']) {
      await expect(footer.getByText(item, { exact: true })).toBeVisible();
      await expect(footer.getByRole('link', { name: item })).toHaveCount(0);
    }
    await expect(footer).toContainText(String(new Date().getFullYear()));
  });

  test('the coming-soon page renders its message', async ({ page }) => {
    await page.goto('/coming-soon');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We're getting a makeover");
  });
});
