import { type APIRequestContext, type Page, type Route, expect, test } from '@playwright/test';
import { CheckoutPage, checkoutData } from './pages/checkout';
import { uniqueNational } from './support/phones';

/**
 * Issue 32: a placement that got no decision (the database restarting behind the node: a 503;
 * the answer lost on the way back) is sent again by the page with the same idempotency key and
 * the same device id, while it says "One moment…"; the shopper sees their order, placed once.
 */
const ONE_MOMENT = 'One moment… we are still placing your order. Please keep this page open.';

async function informationDone(page: Page, request: APIRequestContext, national: string) {
  const checkout = new CheckoutPage(page);
  await checkout.addToCart(await checkoutData.cheapProductRoute(request));
  await checkout.goto();
  await checkout.fillContact(national);
  await checkout.chooseZone(await checkoutData.zoneAt(request, 2));
  await checkout.continueButton.click();
  await checkout.expectStep('Payment');
  await checkout.cod.check();
  return checkout;
}

interface Sent {
  key: string;
  device: string | undefined;
}
const sentOf = (route: Route): Sent => ({
  key: (route.request().postDataJSON() as { idempotency_key: string }).idempotency_key,
  device: route.request().headers()['x-device-id'],
});

test('a 503 while the database restarts: "One moment…", then the same request again places the order', async ({
  page,
  request,
}, testInfo) => {
  await informationDone(page, request, uniqueNational(testInfo));
  const sent: Sent[] = [];
  await page.route('**/api/orders', async (route) => {
    sent.push(sentOf(route));
    if (sent.length > 1) return route.continue();
    const message = 'The shop is busy for a moment. Please try again in a few seconds.';
    await route.fulfill({
      status: 503,
      headers: { 'retry-after': '5' },
      json: {
        data: null,
        error: { status: 503, name: 'ServiceUnavailableError', message, details: { code: 'database_unavailable' } },
      },
    });
  });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByTestId('order-waiting')).toHaveText(ONE_MOMENT);
  await expect(page).toHaveURL(/\/order-placed\?oid=SAL-ORD-/);
  expect(sent).toHaveLength(2);
  expect(sent[1]).toEqual(sent[0]);
  expect(sent[0]!.device).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
});

test('an answer lost after the order was placed: sent again with its key, answered with that same order', async ({
  page,
  request,
}, testInfo) => {
  await informationDone(page, request, uniqueNational(testInfo));
  const sent: Sent[] = [];
  let placedFirst: { status: number; name: string } | null = null;
  await page.route('**/api/orders', async (route) => {
    sent.push(sentOf(route));
    if (sent.length > 1) return route.continue();
    const response = await route.fetch();
    placedFirst = {
      status: response.status(),
      name: ((await response.json()) as { data: { order: { name: string } } }).data.order.name,
    };
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-placed\?oid=SAL-ORD-/);
  expect(placedFirst).toEqual({ status: 201, name: new URL(page.url()).searchParams.get('oid') });
  expect(sent).toHaveLength(2);
  expect(sent[1]).toEqual(sent[0]);
});
