import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, type Page, type TestInfo, expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { adminFrame, openAdminNav } from './support/admin-nav';

/**
 * The back-office's people, at desk and phone widths: the owner (the seed's demo account)
 * invites staff, who join through the one-time link, turn on two-factor and sign in with a code;
 * a reviewer is refused the orders (page and API); the audit log shows it all. Codes are made
 * here from the secret the account page shows, as an authenticator app would.
 */
const OWNER_EMAIL = 'staff@gulfglow.om';
const ownerPassword = () =>
  (
    JSON.parse(readFileSync(fileURLToPath(new URL('../data/secrets.test.json', import.meta.url)), 'utf8')) as Record<
      string,
      string
    >
  ).DEMO_STAFF_PASSWORD!;
const PASSWORD = 'a long team password 7';

const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(adminFrame(page).or(page.getByLabel('Code from your authenticator app'))).toBeVisible();
}

async function fresh(browser: Browser, info: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    viewport: info.project.use.viewport!,
    baseURL: info.project.use.baseURL!,
  });
  return context.newPage();
}

/** The page does not scroll sideways (its lists stack at phone width). */
async function expectNoSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll, page.url()).toBeLessThanOrEqual(client);
}

/** The owner invites `email` with `role` on /admin/staff; the one-time link's path and fragment. */
async function invite(owner: Page, email: string, role: string): Promise<string> {
  await owner.goto('/admin/staff');
  const form = owner.getByRole('form', { name: 'Invite staff' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption(role);
  await form.getByRole('button', { name: 'Invite' }).click();
  const link = await owner.getByRole('textbox', { name: 'One-time link' }).inputValue();
  expect(link).toMatch(/\/admin\/welcome#[\w-]{43}$/);
  await expect(owner.getByRole('table', { name: 'Staff accounts' }).getByText(email)).toBeVisible();
  return new URL(link).pathname + new URL(link).hash;
}

async function join(page: Page, link: string, name: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Join the back-office' })).toBeVisible();
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Password (at least 10 characters)').fill(PASSWORD);
  await page.getByLabel('Password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is set.');
}

test.describe('back-office people', () => {
  test.setTimeout(120_000);

  test('an owner invites staff who sign in with TOTP; a reviewer is refused the orders; the audit log shows it', async ({
    page: owner,
    browser,
  }, info) => {
    const tag = `${info.project.name}-${Date.now() % 1_000_000}`;
    const staffEmail = `staff-${tag}@example.om`;
    const reviewerEmail = `reviewer-${tag}@example.om`;

    await signIn(owner, OWNER_EMAIL, ownerPassword());
    await expect((await openAdminNav(owner)).getByRole('link', { name: 'Staff', exact: true })).toBeVisible();
    const staffLink = await invite(owner, staffEmail, 'staff');
    await expectNoSidewaysScroll(owner);

    // The invitee joins, turns on two-factor, and signs in again with a code.
    const member = await fresh(browser, info);
    await join(member, staffLink, 'Salim Staff');
    await signIn(member, staffEmail, PASSWORD);
    await member.goto('/admin/account');
    await member.getByRole('button', { name: 'Set up two-factor' }).click();
    await expect(member.getByRole('img', { name: 'QR code of the two-factor secret' })).toBeVisible();
    const secret = (await member.getByTestId('totp-secret').textContent())!.trim();
    await member.getByLabel('Code from the app').fill(codeAt(secret, Date.now()));
    await member.getByRole('button', { name: 'Turn on' }).click();
    await expect(member.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await expectNoSidewaysScroll(member);
    await member.context().clearCookies();

    await signIn(member, staffEmail, PASSWORD);
    const codeField = member.getByLabel('Code from your authenticator app');
    await expect(codeField).toBeVisible();
    await codeField.fill('000000' === codeAt(secret, Date.now()) ? '111111' : '000000');
    await member.getByRole('button', { name: 'Verify' }).click();
    await expect(member.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible();
    // The next time step's code: the one used to confirm is never taken twice.
    await codeField.fill(codeAt(secret, Date.now() + 30_000));
    await member.getByRole('button', { name: 'Verify' }).click();
    await expect(member.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const nav = await openAdminNav(member);
    await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);
    await member.goto('/admin/staff');
    await expect(
      member
        .getByRole('alert')
        .filter({ hasText: 'This page is not available to your role (staff). Ask an owner if you need it.' }),
    ).toBeVisible();

    // A reviewer moderates reviews only.
    const reviewer = await fresh(browser, info);
    await join(reviewer, await invite(owner, reviewerEmail, 'reviewer'), 'Rana Reviewer');
    await signIn(reviewer, reviewerEmail, PASSWORD);
    await expect(reviewer).toHaveURL(/\/admin\/reviews$/);
    const reviewerNav = await openAdminNav(reviewer);
    await expect(reviewerNav.getByRole('link', { name: 'Reviews', exact: true })).toBeVisible();
    await expect(reviewerNav.getByRole('link', { name: 'Orders', exact: true })).toHaveCount(0);
    await reviewer.goto('/admin/orders');
    await expect(
      reviewer
        .getByRole('alert')
        .filter({ hasText: 'This page is not available to your role (reviewer). Ask an owner if you need it.' }),
    ).toBeVisible();
    await expect(reviewer.getByRole('table', { name: 'Orders' })).toHaveCount(0);
    const api = await reviewer.request.get('/api/admin/orders');
    expect(api.status()).toBe(403);
    expect((await api.json()).error.message).toBe(
      'Your role (reviewer) does not allow this. Ask an owner if you need it.',
    );

    // The owner reads who did what.
    await owner.goto(`/admin/audit?actor=${encodeURIComponent(staffEmail)}`);
    const entries = owner.getByRole('table', { name: 'Audit log' }).getByRole('row');
    await expect(entries.filter({ hasText: 'staff.2fa-enable' })).toHaveCount(1);
    await expect(entries.filter({ hasText: 'staff.invite-accept' })).toHaveCount(1);
    await owner.goto(`/admin/audit?actor=${encodeURIComponent(OWNER_EMAIL)}&action=staff.invite`);
    await expect(entries.filter({ hasText: reviewerEmail })).toHaveCount(1);
    await expect(entries.filter({ hasText: staffEmail })).toHaveCount(1);
    await owner.goto(`/admin/audit?actor=${encodeURIComponent(reviewerEmail)}&action=access.refused`);
    // The page's own data call is refused too, so there may be more than the one made above.
    await expect(entries.filter({ hasText: 'GET /api/admin/orders' }).first()).toBeVisible();
    await expectNoSidewaysScroll(owner);

    await owner.goto('/admin/customers');
    await expect(owner.getByRole('heading', { name: 'Customers' })).toBeVisible();
    await expectNoSidewaysScroll(owner);
  });

  test('a used or made-up link is refused in words, and the people pages need a staff session', async ({ page }) => {
    await page.goto('/admin/welcome#not-a-real-token-000000000000000000');
    await expect(page.getByRole('alert').filter({ hasText: 'This link is not valid any more' })).toBeVisible();
    for (const path of ['/admin/staff', '/admin/audit', '/admin/customers', '/admin/account']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin\/sign-in\?next=/);
    }
  });
});
