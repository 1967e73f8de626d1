import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../http/app';
import { insertCheckoutData, muscatForm, orderBody } from '../../modules/orders/order-fixtures';
import { testEnv } from '../../testing/test-app';
import { type TestDb, createTestDb, testEngines } from '../../testing/databases';

/**
 * Outside production, with no PUBLIC_BASE_URL, the card sandbox sends the shopper to the address
 * the server listens on and back (`PORT=3500 npm start` used to send them to :3000).
 */
describe.each(await testEngines())('the card sandbox on PORT=3500 on %s', (engine) => {
  let db: TestDb;
  let app: App;

  beforeAll(async () => {
    db = await createTestDb(engine);
    await insertCheckoutData(db);
    app = await buildApp({ db, env: testEnv({ PORT: '3500' }) });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it.each(['pay', 'cancel'] as const)(
    'hosts its page on :3500 and, on %s, sends the shopper back to :3500',
    async (action) => {
      const placed = await app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: orderBody([['SKU-5', 1]], {}, { ...muscatForm, PaymentType: 'Credit / Debit Card' }),
      });
      expect(placed.statusCode).toBe(201);
      const { client_reference_id: cuid, session_url: sessionUrl } = placed.json().data.payment;
      expect(sessionUrl).toMatch(/^http:\/\/localhost:3500\/sandbox\/thawani\/pay\/[^/?]+\?key=/);
      const page = new URL(sessionUrl);
      const answer = await app.inject({
        method: 'POST',
        url: `${page.pathname}/${action}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `key=${page.searchParams.get('key')}`,
      });
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(`http://localhost:3500/payment-verify?cuid=${cuid}`);
    },
  );
});
