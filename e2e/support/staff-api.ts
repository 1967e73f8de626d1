import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type APIRequestContext, type Page, expect } from '@playwright/test';

/**
 * The shop's team at work during a shopper's journey, through the back-office API as the
 * admin UI calls it: the seeded staff account of the e2e server (its password beside the e2e
 * database's other generated secrets), a session cookie and its CSRF token.
 */
export interface StaffApi {
  editItem(name: string, patch: Record<string, unknown>): Promise<void>;
  cancelOrder(orderName: string): Promise<void>;
  order(orderName: string): Promise<{ grand_total: number; status: string; refund_status: string | null }>;
}

const STAFF_EMAIL = 'staff@gulfglow.om';

/** The seeded owner's generated password, beside the e2e database's other secrets. */
function staffPassword(): string {
  return (
    JSON.parse(readFileSync(resolve(process.cwd(), 'data/secrets.test.json'), 'utf8')) as {
      DEMO_STAFF_PASSWORD: string;
    }
  ).DEMO_STAFF_PASSWORD;
}

/** Signs the seeded owner in through the back-office sign-in form, which then leads to `next`. */
export async function signInStaffPage(page: Page, next: string): Promise<void> {
  await page.goto(`/admin/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(STAFF_EMAIL);
  await page.getByLabel('Password').fill(staffPassword());
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === next);
}

/**
 * Signs the seeded owner in through the API; with a page's `request`, the session cookie lands in
 * the page's browser context. Answers the session's CSRF token.
 */
export async function signInStaff(request: APIRequestContext): Promise<string> {
  const signIn = await request.post('/api/admin/sign-in', {
    data: { email: STAFF_EMAIL, password: staffPassword() },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return ((await signIn.json()) as { data: { csrfToken: string } }).data.csrfToken;
}

export async function staffApi(request: APIRequestContext): Promise<StaffApi> {
  const csrf = await signInStaff(request);
  const headers = { 'x-csrf-token': csrf };
  return {
    async editItem(name, patch) {
      const reply = await request.patch(`/api/admin/catalog/items/${encodeURIComponent(name)}`, {
        headers,
        data: patch,
      });
      expect(reply.status(), await reply.text()).toBe(200);
    },
    async cancelOrder(orderName) {
      const reply = await request.post(`/api/admin/orders/${encodeURIComponent(orderName)}/cancel`, { headers });
      expect(reply.status(), await reply.text()).toBe(200);
    },
    async order(orderName) {
      const reply = await request.get(`/api/admin/orders/${encodeURIComponent(orderName)}`);
      expect(reply.status()).toBe(200);
      return (
        (await reply.json()) as {
          data: { order: { grand_total: number; status: string; refund_status: string | null } };
        }
      ).data.order;
    },
  };
}

export interface JourneyProduct {
  name: string;
  item_code: string;
  route: string;
  web_item_name: string;
  /** Rial, as seeded: the journey puts it back when it is done. */
  custom_sale_price: number;
}

/**
 * A product of the journey's own whose price and stock the team may change: full price (the
 * journeys set sale and regular price together, so it stays one), not a dangerous good, taken
 * from the end of the catalog by name (other journeys pick from its start or by price), one per
 * journey and viewport project so parallel runs never share one. Chosen by what no journey
 * changes, so the choice stays the same while others run.
 */
export async function journeyProduct(
  request: APIRequestContext,
  slot: number,
  project: string,
): Promise<JourneyProduct> {
  const response = await request.get('/api/resource/Website%20Item', {
    params: {
      fields: JSON.stringify([
        'name',
        'item_code',
        'route',
        'web_item_name',
        'custom_sale_price',
        'custom_regular_price',
      ]),
      filters: JSON.stringify([
        ['published', '=', 1],
        ['custom_sale_price', 'is', 'set'],
        ['custom_is_dangerous_good_', '=', 0],
      ]),
      order_by: 'name desc',
      limit_page_length: '60',
    },
  });
  expect(response.ok()).toBe(true);
  const rows = ((await response.json()).data as (JourneyProduct & { custom_regular_price: number })[]).filter(
    (r) => r.custom_sale_price === r.custom_regular_price,
  );
  const index = slot * 2 + (project === 'mobile' ? 1 : 0);
  const row = rows[index];
  if (!row) throw new Error(`the seed has too few full-price products at the end of the catalog (wanted #${index})`);
  return row;
}
