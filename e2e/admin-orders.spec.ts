import { type APIRequestContext, type Page, type TestInfo, expect, test } from '@playwright/test';
import { signInStaffPage } from './support/staff-api';
import { expectAudited } from './support/audit-log';
import { leavePendingRefund } from './support/pending-refund';
import { uniqueNational } from './support/phones';
import { outboxMessages } from './support/sms-outbox';

/**
 * Orders from placement to done in the back-office, at 1280×800 and 390×844: a COD order
 * confirmed, packed, shipped and delivered (the cash recorded as paid); a card order paid on the
 * sandbox's hosted page, then refunded in part and in full through the sandbox's refund API.
 */
/** A card order placed and paid on the sandbox's hosted page: its name. */
async function paidCardOrder(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  slot: number,
): Promise<{ name: string; phone: string }> {
  const { name, payment, phone } = await placeOrder(request, testInfo, slot, 'Credit / Debit Card');
  await page.goto(payment!.session_url);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-verify\?cuid=/);
  // This browser did not place the order through the checkout, so the shop hears of the payment as from the provider's webhook or the verify call.
  const verified = await request.post('/api/thawani-verify', { data: { cuid: payment!.client_reference_id } });
  expect((await verified.json()).data.payment_status).toBe('paid');
  return { name, phone };
}

async function placeOrder(
  request: APIRequestContext,
  testInfo: TestInfo,
  slot: number,
  paymentType: 'COD' | 'Credit / Debit Card',
) {
  const products = await request.get('/api/resource/Website%20Item', {
    params: {
      fields: JSON.stringify(['item_code']),
      filters: JSON.stringify([
        ['published', '=', 1],
        ['custom_sale_price', 'is', 'set'],
        ['website_warehouse', '=', 'Muscat Store - GG'],
        ['custom_stock_available', '>', 10],
        ['custom_is_dangerous_good_', '=', 0],
      ]),
      order_by: 'name asc',
      limit_start: String(50 + slot * 2),
      limit_page_length: '2',
    },
  });
  const [a, b] = (await products.json()).data as { item_code: string }[];
  const national = uniqueNational(testInfo, slot);
  const placed = await request.post('/api/orders', {
    data: {
      idempotency_key: `e2e-admin-orders-${testInfo.project.name}-${slot}-${Date.now()}`,
      items: [
        { item_code: a!.item_code, quantity: 2 },
        { item_code: b!.item_code, quantity: 1 },
      ],
      form: {
        CountryNumber: '968',
        MobileNumber: national,
        FirstName: 'Orders Journey',
        CountryField: 'Oman',
        Province: 'Muscat',
        Wilaya: 'Bawshar',
        WilayaZone: '8',
        Address: 'Way 7, House 3',
        PaymentType: paymentType,
        ShippingField: 'Delivery',
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const data = (await placed.json()).data as {
    order: { name: string };
    payment?: { session_url: string; client_reference_id: string };
  };
  return { name: data.order.name, payment: data.payment, phone: `968${national}` };
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

async function takeStep(page: Page, button: string, confirm: string, stage: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('button', { name: confirm }).click();
  await expect(page.getByTestId('order-stage')).toHaveText(stage);
}

test.describe('back-office orders', () => {
  test('a new COD order shows up on the list without a reload, then is confirmed, packed, shipped and delivered: paid', async ({
    page,
    request,
  }, testInfo) => {
    // the steps' SMS go out by the shop's job, every few seconds
    test.slow();
    await signInStaffPage(page, '/admin/orders');
    await expectNoSidewaysScroll(page);
    const { name, phone } = await placeOrder(request, testInfo, 0, 'COD');
    const link = page.getByTestId('order-list').getByRole('link', { name });
    await expect(link.filter({ visible: true })).toBeVisible({ timeout: 20_000 });
    await link.filter({ visible: true }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByText('Awaiting confirmation call')).toBeVisible();
    await expect(page.locator('address')).toContainText('Bawshar');
    await expect(page.locator('address')).not.toContainText(/Zone \d/);
    await expectNoSidewaysScroll(page);

    await takeStep(page, 'Confirm (phone call done)', 'Yes, the customer confirmed', 'Confirmed');
    await takeStep(page, 'Mark packed', 'Yes, packed', 'Packed');
    await takeStep(page, 'Mark shipped', 'Yes, handed to the courier', 'Shipped');
    await takeStep(page, 'Mark delivered', 'Yes, delivered', 'Delivered');
    await expect(page.getByText('Payment: Paid')).toBeVisible();
    await expect(page.getByTestId('order-steps')).toHaveCount(0);
    const history = page.getByTestId('order-history');
    await expect(history.locator('li')).toHaveCount(5);
    await expect(history.locator('li[data-kind="cash_received"]')).toContainText('Cash received');
    await expect(history.locator('li[data-kind="delivered"]')).toContainText('Demo Staff');
    await expectAudited(page, 'order.confirm', name, 1);
    await expectAudited(page, 'order.deliver', name, 1);
    await page.goto(`/admin/orders/${name}`);

    await page.getByLabel('Note for the team').fill('Customer paid in exact change.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(history.locator('li[data-kind="note"]')).toContainText('Customer paid in exact change.');

    // the customer's messages: each step's SMS, sent by the shop's job; one sent again by staff
    const sms = () => outboxMessages(phone).filter((m) => m.message.includes(name));
    await expect.poll(() => sms().length, { timeout: 20_000 }).toBe(4);
    await page.reload();
    const messages = page.getByTestId('order-message');
    await expect(messages).toHaveCount(4);
    await expect(page.locator('[data-testid="order-message"][data-status="sent"]')).toHaveCount(4);
    const placedSms = messages.first();
    await expect(placedSms).toContainText('Order placed (cash on delivery)');
    await expect(placedSms).toContainText('1 try');
    await expect(placedSms).toContainText('A confirmation call will come shortly');
    await expectNoSidewaysScroll(page);
    await placedSms.getByRole('button', { name: 'Resend' }).click();
    await placedSms.getByRole('button', { name: 'Yes, send again' }).click();
    await expect(page.getByText('The message is queued to be sent again.')).toBeVisible();
    await expect.poll(() => sms().length, { timeout: 20_000 }).toBe(5);
    await expectAudited(page, 'order.message_resend', name, 1);
    await page.goto(`/admin/orders/${name}`);

    await page.getByRole('link', { name: 'Packing slip' }).click();
    await expect(page.getByRole('heading', { name: 'Packing slip' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Back-office' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expectNoSidewaysScroll(page);
    await page.goto(`/admin/orders/${name}/invoice`);
    await expect(page.getByRole('heading', { name: 'Tax invoice' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.goto('/admin');
    await expect(page.getByTestId('dashboard-awaiting-cod')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('a card order paid through the sandbox is refunded in part, then in full', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const { name, phone } = await paidCardOrder(page, request, testInfo, 1);

    await signInStaffPage(page, `/admin/orders/${name}`);
    await expect(page.getByText('Payment: Paid')).toBeVisible();
    const remaining = page.getByTestId('refund-remaining');
    const total = await page.getByTestId('order-total').innerText();
    await expect(remaining).toHaveText(total);
    await expectNoSidewaysScroll(page);

    // one tap, however early: it is carried out once the form's scripts are ready
    const chosenLines = page.getByRole('radio', { name: 'Chosen lines' });
    await chosenLines.click();
    await expect(chosenLines).toBeChecked();
    await expect(page.getByRole('spinbutton').first()).toBeVisible();
    await page.getByRole('spinbutton').first().fill('1');
    await page.getByLabel('Reason').fill('One unit arrived damaged');
    const partButton = page.getByRole('button', { name: /^Refund OMR \d+\.\d{3}$/ });
    const part = (await partButton.innerText()).replace('Refund ', '');
    await partButton.click();
    await expect(page.getByText(`${part} refunded to the card.`)).toBeVisible();
    await expect(page.getByTestId('order-refunds').locator('li')).toHaveCount(1);
    await expect(page.getByTestId('order-refunds')).toContainText('succeeded');
    await expect(remaining).not.toHaveText(total);

    await page.getByRole('radio', { name: 'Everything left' }).check();
    await page.getByLabel('Reason').fill('Order returned');
    await page.getByRole('button', { name: /^Refund OMR \d+\.\d{3}$/ }).click();
    await expect(page.getByTestId('order-refunds').locator('li')).toHaveCount(2);
    await expect(remaining).toHaveCount(0);
    await expect(page.getByText(`Refunded ${total}`)).toBeVisible();
    await expect(page.getByTestId('order-history').locator('li[data-kind="refunded"]')).toHaveCount(2);
    await expectAudited(page, 'order.refund', name, 2);
    await page.goto(`/admin/orders/${name}`);
    await expectNoSidewaysScroll(page);

    // a tax credit note for each refund, printed from the order
    const notes = page.getByTestId('refund-credit-note');
    await expect(notes).toHaveCount(2);
    await expect(notes.first()).toHaveText(/^Credit note CN-\d{6}$/);
    await notes.first().click();
    await expect(page.getByRole('heading', { name: /Tax Credit Note/ })).toBeVisible();
    await expect(page.getByTestId('credited-invoice')).toHaveText(/^INV-\d{6}$/);
    await expect(page.getByTestId('credit-note')).toContainText('One unit arrived damaged');
    await expectNoSidewaysScroll(page);

    // the shopper, from the refund's SMS, finds both notes on the order page and opens one
    const refundSms = () =>
      outboxMessages(phone).find((m) => m.message.includes(name) && m.message.includes('refunded'))?.message ?? null;
    await expect.poll(refundSms, { timeout: 20_000 }).not.toBeNull();
    const link = new URL(/https?:\/\/\S+/.exec(refundSms()!)![0]);
    await page.goto(link.pathname + link.search);
    const shopperNotes = page.getByTestId('order-credit-notes').getByRole('link');
    await expect(shopperNotes).toHaveCount(2);
    await shopperNotes.last().click();
    await expect(page.getByTestId('credit-note')).toContainText('إشعار دائن ضريبي');
    await expect(page.getByTestId('credit-note-number')).toHaveText(/^CN-\d{6}$/);
    const pdf = await page.request.get((await page.getByTestId('credit-note-pdf').getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await expectNoSidewaysScroll(page);
  });

  test('a refund the provider did not answer is settled from the order page: a wrong id is refused, "not refunded" frees the amount', async ({
    page,
    request,
  }, testInfo) => {
    const { name } = await paidCardOrder(page, request, testInfo, 2);
    leavePendingRefund(name);
    await signInStaffPage(page, `/admin/orders/${name}`);
    const settle = page.getByRole('form', { name: 'Settle the pending refund' });
    await expect(page.getByTestId('order-refunds')).toContainText('pending');
    await expect(page.getByTestId('refund-remaining')).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    await settle.getByLabel('Refund id at the provider').fill('refund_nope');
    await settle.getByRole('button', { name: 'Confirm refunded' }).click();
    await expect(settle.getByRole('alert')).toHaveText('The payment provider has no refund refund_nope.');
    await expect(page.getByTestId('order-refunds')).toContainText('pending');

    await settle.getByRole('button', { name: 'Not refunded at the provider' }).click();
    await expect(page.getByTestId('order-refunds')).toContainText('failed');
    await expect(settle).toHaveCount(0);
    await expect(page.getByTestId('refund-remaining')).toHaveText(await page.getByTestId('order-total').innerText());
    await expect(page.getByTestId('order-history').locator('li[data-kind="refund_failed"]')).toContainText(
      'checked by staff',
    );
    await expectAudited(page, 'order.refund-not-refunded', name, 1);
  });
});
