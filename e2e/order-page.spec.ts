import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { arText } from './support/arabic';
import { uniqueNational } from './support/phones';
import { lastOtp, outboxMessages } from './support/sms-outbox';

/**
 * Issue 28: after the order. A shopper orders signed out, signs in with the number, opens the
 * order from the account, follows it through the team's steps, opens the link of the SMS in a
 * browser with no session, and reads the tax invoice (page and PDF). In English and Arabic.
 */
async function placeCodOrder(request: APIRequestContext, national: string, language: 'en' | 'ar') {
  const found = await request.get('/api/resource/Website%20Item', {
    params: {
      fields: JSON.stringify(['item_code']),
      filters: JSON.stringify([
        ['published', '=', 1],
        ['custom_stock_available', '>', 20],
      ]),
      limit_page_length: '1',
    },
  });
  const [item] = (await found.json()).data as { item_code: string }[];
  const placed = await request.post('/api/orders', {
    headers: { 'accept-language': language },
    data: {
      idempotency_key: `e2e-order-page-${national}-${Date.now()}`,
      items: [{ item_code: item!.item_code, quantity: 2 }],
      form: {
        CountryNumber: '968',
        MobileNumber: national,
        FirstName: 'Layla',
        CountryField: 'Oman',
        Province: 'Muscat',
        Wilaya: 'Bawshar',
        WilayaZone: '8',
        Address: `Way 3021, House ${national}`,
        PaymentType: 'COD',
        ShippingField: 'Delivery',
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()).data.order.name as string;
}

/** The team's steps through the back-office API (the seeded staff account of the e2e server). */
async function staffSteps(request: APIRequestContext, orderName: string, steps: string[]) {
  const password = (
    JSON.parse(readFileSync(resolve(process.cwd(), 'data/secrets.test.json'), 'utf8')) as {
      DEMO_STAFF_PASSWORD: string;
    }
  ).DEMO_STAFF_PASSWORD;
  const signIn = await request.post('/api/admin/sign-in', { data: { email: 'staff@gulfglow.om', password } });
  expect(signIn.status()).toBe(200);
  const headers = { 'x-csrf-token': ((await signIn.json()) as { data: { csrfToken: string } }).data.csrfToken };
  for (const step of steps) {
    const reply = await request.post(`/api/admin/orders/${encodeURIComponent(orderName)}/${step}`, { headers });
    expect(reply.status(), await reply.text()).toBe(200);
  }
}

async function signInWith(page: Page, national: string) {
  const sent = await page.request.post('/api/otps/send-otp', { data: { prefix: '968', national } });
  expect(sent.status()).toBe(200);
  await expect.poll(() => lastOtp(`968${national}`)).toMatch(/^\d{6}$/);
  const verified = await page.request.post('/api/otps/verify-otp', {
    data: { number: `968${national}`, otp: lastOtp(`968${national}`), uid: (await sent.json()).data.uid },
  });
  expect((await verified.json()).data.verified).toBe(true);
}

/** The order's SMS with its link, once the sender job has sent it. */
async function smsLink(number: string, orderName: string, text: string): Promise<string> {
  const find = () =>
    outboxMessages(number).find((m) => m.message.includes(orderName) && m.message.includes(text))?.message ?? null;
  await expect.poll(find, { timeout: 20_000 }).not.toBeNull();
  return /https?:\/\/\S+/.exec(find()!)![0];
}

test.describe('the order page, its messages and its invoice', () => {
  test('English: from the account to the order, through the team’s steps, the SMS link and the tax invoice', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const national = uniqueNational(testInfo, 1);
    const name = await placeCodOrder(request, national, 'en');
    await signInWith(page, national);
    await page.goto('/user');
    await page.getByTestId('account-order').first().click();
    await expect(page).toHaveURL(new RegExp(`/account/orders/${name}$`));
    await expect(page.getByRole('heading', { name: new RegExp(`Order .?${name}`) })).toBeVisible();
    const steps = page.getByTestId('order-step');
    await expect(steps).toHaveText([/Placed/, /Confirmed/, /Packed/, /Shipped/, /Delivered/]);
    await expect(steps.nth(1)).toHaveAttribute('data-done', 'false');
    await expect(page.getByTestId('order-payment')).toContainText('To pay on delivery');
    await expect(page.getByTestId('order-lines').getByTestId('order-line')).toHaveCount(1);
    await expect(page.getByTestId('order-lines')).toContainText('Qty 2');
    await expect(page.getByText('The tax invoice is issued once the order is paid or delivered.')).toBeVisible();

    await staffSteps(request, name, ['confirm', 'pack', 'ship', 'deliver']);
    await page.reload();
    await expect(page.locator('[data-testid="order-step"][data-done="true"]')).toHaveCount(5);
    await expect(page.getByTestId('order-payment')).toContainText('Paid');

    const link = await smsLink(`968${national}`, name, 'has been delivered');
    const stranger = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const linkPage = await stranger.newPage();
    await linkPage.goto(new URL(link).pathname + new URL(link).search);
    await expect(linkPage.getByRole('heading', { name: new RegExp(`Order .?${name}`) })).toBeVisible();
    const refused = await linkPage.goto(`/account/orders/${name}`);
    expect(refused?.status()).toBe(404);
    await expect(linkPage.getByTestId('order-not-found')).toBeVisible();
    await linkPage.goto(new URL(link).pathname + new URL(link).search);
    await linkPage.getByTestId('open-invoice').click();
    await expect(linkPage.getByTestId('tax-invoice')).toContainText('Tax Invoice');
    await expect(linkPage.getByTestId('tax-invoice')).toContainText('فاتورة ضريبية');
    await expect(linkPage.getByTestId('invoice-number')).toHaveText(/^INV-\d{6}$/);
    await expect(linkPage.getByTestId('tax-invoice')).toContainText('OM1100012345');
    const pdf = await linkPage.request.get((await linkPage.getByTestId('invoice-pdf').getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await linkPage.screenshot({ path: testInfo.outputPath('invoice-en.png'), fullPage: true });
    await stranger.close();

    await page.getByTestId('order-again').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
    await expect(page.getByText('Your cart is empty')).toHaveCount(0);
  });

  test('Arabic: the order page and invoice in Arabic, the SMS in Arabic with an /ar link', async ({
    page,
    request,
  }, testInfo) => {
    const national = uniqueNational(testInfo, 2);
    const name = await placeCodOrder(request, national, 'ar');
    const link = await smsLink(`968${national}`, name, 'ستصلك مكالمة تأكيد قريبًا');
    expect(new URL(link).pathname).toBe(`/ar/account/orders/${name}`);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByTestId('order-page')).toContainText(arText('orderPage.step.placed'));
    await expect(page.getByTestId('order-payment')).toContainText(arText('orderPage.state.cod_due'));
    await staffSteps(request, name, ['confirm', 'pack', 'ship', 'deliver']);
    await page.reload();
    await expect(page.locator('[data-testid="order-step"][data-done="true"]')).toHaveCount(5);
    await page.screenshot({ path: testInfo.outputPath('order-ar.png'), fullPage: true });
    await page.getByTestId('open-invoice').click();
    await expect(page).toHaveURL(new RegExp(`/ar/account/orders/${name}/invoice\\?k=`));
    await expect(page.getByTestId('tax-invoice')).toContainText('فاتورة ضريبية');
    await expect(page.getByRole('button', { name: arText('invoice.print') })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('invoice-ar.png'), fullPage: true });
  });
});
