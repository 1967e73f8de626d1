import { type Page, expect, test } from '@playwright/test';
import { SHOPPER_MESSAGES } from '../packages/server/src/i18n/shopper-messages';
import { arCodeText, arText } from './support/arabic';
import { uniqueNational } from './support/phones';
import { lastOtp, outboxMessages } from './support/sms-outbox';

/**
 * Issue 16: phone sign-in on /ar/user (account.spec.ts in English). The code goes out in an
 * Arabic SMS (the page's language, sent as Accept-Language), and the dialog, alerts and account
 * page speak Arabic.
 */

function collectAlerts(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

test.describe('account in Arabic (/ar/user)', () => {
  test('signs in with the code of the Arabic SMS; a wrong code alerts in Arabic; signs out', async ({
    page,
  }, testInfo) => {
    const national = uniqueNational(testInfo, 1);
    const number = `968${national}`;
    const alerts = collectAlerts(page);
    await page.goto('/ar/user');
    await expect(page.getByRole('heading', { name: arText('account.title') })).toBeVisible();
    await expect(page.getByText(arText('account.intro'))).toBeVisible();
    await page.getByLabel(arText('account.phone'), { exact: true }).fill(national);
    await page.getByRole('button', { name: arText('account.signIn') }).click();
    const dialog = page.getByRole('dialog', { name: arText('account.otpTitle') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(arCodeText('account.otpSent', { number: `+968 ${national}` }));

    await expect.poll(() => lastOtp(number)).toMatch(/^\d{6}$/);
    const code = lastOtp(number)!;
    expect(outboxMessages(number).at(-1)!.message).toBe(SHOPPER_MESSAGES['otp.sms'].ar.replace('{otp}', code));

    const otp = dialog.getByLabel(arText('account.otpLabel'));
    const submit = dialog.getByRole('button', { name: arText('account.submit') });
    await submit.click();
    await expect.poll(() => alerts.at(-1)).toBe(arText('account.alert.invalidOtp'));
    await otp.fill(code === '000000' ? '111111' : '000000');
    await submit.click();
    await expect.poll(() => alerts.at(-1)).toBe(arText('account.alert.wrongOtp'));
    await expect(dialog).toBeVisible();
    await otp.fill(code);
    await submit.click();

    await expect(page.getByRole('heading', { name: arText('account.heyNoName'), exact: true })).toBeVisible();
    await expect(page.getByText(arText('account.noOrders'))).toBeVisible();
    await page.getByRole('button', { name: arText('account.signOut') }).click();
    await expect(page.getByRole('heading', { name: arText('account.title') })).toBeVisible();
  });
});
