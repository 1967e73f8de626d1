import { mkdirSync } from 'node:fs';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { CheckoutPage, checkoutData } from './pages/checkout';
import { staffApi } from './support/staff-api';

/**
 * Issue 13, "payments cannot be hijacked or misreported": a payment page reopens only for the
 * browser that placed the order; a payment for a cancelled order is shown as cancelled and to be
 * refunded, and the team sees it; an old verify link changes nothing.
 */
const SCREENS = 'test-results/issue13';

async function cardOrderToHostedPage(page: Page, request: APIRequestContext) {
  const checkout = new CheckoutPage(page);
  await checkout.addToCart(await checkoutData.cheapProductRoute(request));
  await checkout.goto();
  await checkout.fillContact();
  await checkout.chooseZone(await checkoutData.zoneAt(request, 2));
  await checkout.continueButton.click();
  await checkout.expectStep('Payment');
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled(); // the server's quote for this cart and zone is on screen
  const total = await page.getByTestId('payment-total').innerText();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox card payment' })).toBeVisible();
  return total;
}

/** Pays on the hosted page without coming back to the shop (the tab closed, the network dropped): the verify link it would have opened. */
async function payWithoutReturning(page: Page, request: APIRequestContext): Promise<string> {
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Pay', exact: true }) });
  const action = (await form.getAttribute('action'))!;
  const key = (await form.locator('input[name="key"]').getAttribute('value'))!;
  const paid = await request.post(action, { form: { key }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  return paid.headers().location!;
}

test.describe('payments', () => {
  test('opening the verify link of a paid order again changes nothing: the new cart stays', async ({
    page,
    request,
  }) => {
    await cardOrderToHostedPage(page, request);
    const verifyUrl = await payWithoutReturning(page, request);
    await page.goto(verifyUrl);
    await expect(page).toHaveURL(/\/order-success\?orderId=SAL-ORD-/);
    await expect(page.getByTestId('billed-total')).toHaveText(/^Amount paid: OMR \d+\.\d{3}$/);
    const oid = new URL(page.url()).searchParams.get('orderId')!;
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();

    const checkout = new CheckoutPage(page);
    await checkout.addToCart(await checkoutData.cheapProductRoute(request));
    await page.goto(verifyUrl);
    await expect(page.getByTestId('payment-already-paid')).toBeVisible();
    await expect(page.getByText(`Order #${oid} is paid and confirmed.`, { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/payment-verify\?cuid=/);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
  });

  test('a payment that arrives after staff cancelled the order: shown as cancelled and to be refunded, never as paid; the team sees it', async ({
    page,
    request,
  }, testInfo) => {
    const total = await cardOrderToHostedPage(page, request);
    const verifyUrl = await payWithoutReturning(page, request);
    const oid = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('gulf-glow-checkout') ?? '{}') as { state?: { orderId?: string } }).state
          ?.orderId ?? '',
    );
    expect(oid).toMatch(/^SAL-ORD-\d{4}-\d{5}$/);
    const staff = await staffApi(request);
    await staff.cancelOrder(oid);

    await page.goto(verifyUrl);
    await expect(page.getByRole('heading', { name: 'Your Order Was Cancelled' })).toBeVisible();
    await expect(
      page.getByText(
        `Order #${oid} was cancelled before your payment of ${total} reached us. Your payment will be refunded to your card`,
        { exact: false },
      ),
    ).toBeVisible();
    await expect(page.getByText(/paid and confirmed/)).toHaveCount(0);
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({
      path: `${SCREENS}/verify-cancelled-then-paid-${testInfo.project.name}.png`,
      fullPage: true,
    });
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);

    expect(await staff.order(oid)).toMatchObject({ status: 'Cancelled', refund_status: 'Due' });
    const due = await request.get('/api/admin/orders?refund=due&pageSize=100');
    expect(((await due.json()) as { data: { name: string }[] }).data.map((o) => o.name)).toContain(oid);
  });

  test('the team finds orders needing a refund in the order list and on the dashboard @desktop-only', async ({
    page,
    request,
  }) => {
    await cardOrderToHostedPage(page, request);
    await payWithoutReturning(page, request);
    const oid = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('gulf-glow-checkout') ?? '{}') as { state?: { orderId?: string } }).state
          ?.orderId ?? '',
    );
    const staff = await staffApi(request);
    await staff.cancelOrder(oid);
    await page.context().addCookies((await request.storageState()).cookies);
    await page.goto('/admin');
    await expect(page.getByTestId('dashboard-refunds')).toContainText('Needs refund');
    await page.getByTestId('dashboard-refunds').click();
    await expect(page).toHaveURL(/\/admin\/orders\?refund=due/);
    const row = page.getByRole('row').filter({ hasText: oid });
    await expect(row.getByText('Needs refund')).toBeVisible();
  });

  test('a payment page does not reopen from the order name alone; the placing browser holds its secret', async ({
    page,
    request,
  }) => {
    await cardOrderToHostedPage(page, request);
    const state = await page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('gulf-glow-checkout') ?? '{}') as {
            state: { orderId: string; paymentSecret: string };
          }
        ).state,
    );
    const stranger = await request.post('/api/thawani-payment', { data: { order_id: state.orderId } });
    expect(stranger.status()).toBe(404);
    const unknown = await request.post('/api/thawani-payment', { data: { order_id: 'SAL-ORD-2000-00001' } });
    expect(await unknown.json()).toEqual(await stranger.json());
    const owner = await request.post('/api/thawani-payment', {
      data: { order_id: state.orderId, payment_secret: state.paymentSecret },
    });
    expect(owner.status()).toBe(200);
    expect(((await owner.json()) as { data: { session_url: string } }).data.session_url).toBe(page.url());
  });
});
