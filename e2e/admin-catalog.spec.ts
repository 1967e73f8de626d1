import { type APIRequestContext, expect, test } from '@playwright/test';
import { signInStaffPage } from './support/staff-api';
import { expectToastPartsShown, recordToasts } from './support/toasts';

/**
 * Back-office catalog and codes journeys. The e2e server (APP_ENV=test) seeds the demo staff
 * account staff@gulfglow.om; its generated password is in data/secrets.test.json.
 */
interface Product {
  item_code: string;
  web_item_name: string;
  route: string;
  custom_sale_price: number;
  custom_regular_price: number;
}

/** A published, full-price product with stock, for the journeys (a percentage code applies only to items not on sale). */
async function fullPriceProduct(request: APIRequestContext, skip = 0): Promise<Product> {
  const response = await request.get('/api/resource/Website%20Item', {
    params: {
      fields: '["item_code","web_item_name","route","custom_sale_price","custom_regular_price"]',
      filters: JSON.stringify([
        ['published', '=', 1],
        ['custom_sale_price', 'is', 'set'],
        ['custom_stock_available', '>', 3],
      ]),
      limit_page_length: '60',
    },
  });
  const rows = ((await response.json()).data as Product[]).filter(
    (r) => r.custom_sale_price === r.custom_regular_price && r.custom_sale_price >= 6,
  );
  return rows[skip]!;
}

test.describe('back-office catalog and codes', () => {
  test('staff creates a discount code that then applies in the cart @desktop-only', async ({ page, request }) => {
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await recordToasts(page);
    await signInStaffPage(page, '/admin/codes');
    const form = page.getByRole('form', { name: 'New discount code' });
    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByLabel('Type').selectOption('percentage');
    await form.getByLabel('Percent (1–100)').fill('15');
    await form.getByLabel('Usage limit').fill('5');
    await form.getByRole('button', { name: 'Create code' }).click();
    await expect(page.getByRole('status')).toHaveText(`${code} created.`);
    await expect(page.getByTestId(`usage-${code}`)).toHaveText('0 / 5');

    // A duplicate is refused with the server's message.
    await form.getByLabel('Code').fill(code);
    await form.getByLabel('Percent (1–100)').fill('10');
    await form.getByRole('button', { name: 'Create code' }).click();
    await expect(form.getByRole('alert')).toHaveText(`The code ${code} already exists.`);

    const product = await fullPriceProduct(request);
    await page.goto(`/product/${product.route}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByTestId('cart-quantity')).toHaveText('1');
    await page.goto('/cart');
    await page.getByLabel('Discount code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    // the toast lives 1.4 s: it is read from the toasts recorded
    await expectToastPartsShown(page, {
      type: 'success',
      title: 'Discount coupon applied',
      description: '15% off items that are not already on sale.',
    });
    await expect(page.getByTestId('total-Discount')).toHaveText(/^− OMR \d+\.\d{3}$/);
  });

  test('staff edits a product price in the catalog and the product page shows it @desktop-only', async ({
    page,
    request,
  }) => {
    const product = await fullPriceProduct(request, 1);
    await signInStaffPage(page, '/admin/catalog');
    await page
      .getByRole('search', { name: 'Search the catalog' })
      .getByLabel('Item code or name')
      .fill(product.item_code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/q=/);
    await page.getByRole('button', { name: `Edit ${product.web_item_name}` }).click();
    const editor = page.getByRole('form', { name: `Edit ${product.web_item_name}` });
    await editor.getByLabel('Regular price (OMR)').fill('9.999');
    await editor.getByLabel('Sale price (OMR)').fill('12.345');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByRole('alert')).toHaveText('The sale price must not be above the regular price.');
    await editor.getByLabel('Sale price (OMR)').fill('7.777');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved');
    await expect(page.getByRole('cell', { name: /7\.777/ })).toBeVisible();

    await page.goto(`/product/${product.route}`);
    await expect(page.getByTestId('price').first()).toHaveText('OMR 7.777');
    await expect(page.getByText('OMR 9.999').first()).toBeVisible();
  });
});
