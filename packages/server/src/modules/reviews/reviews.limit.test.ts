import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../http/app';
import { type TestDb, createTestDb, testEngines } from '../../testing/databases';
import { rawRequest } from '../../testing/raw-http';
import { insertCatalog, resourcePath } from '../resource/resource-fixtures';
import { testEnv } from '../../testing/test-app';
import { REVIEW_SUBMIT_LIMIT } from './review-attempts';
import { reviewPayload } from './reviews.test-helpers';

const REVIEWS = resourcePath('Website Item Review');

/** A review may carry 40 MB of photos: its limit refuses a client before reading any of it. */
describe.each(await testEngines())('the review limit on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let port: number;

  beforeAll(async () => {
    db = await createTestDb(engine);
    await insertCatalog(db);
    app = await buildApp({ db, env: testEnv({ TRUST_PROXY: '1' }) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it(`answers submission ${REVIEW_SUBMIT_LIMIT + 1} with a 429 while its body is still arriving, and stores nothing`, async () => {
    const client = { 'x-forwarded-for': '203.0.113.40' };
    for (let i = 0; i < REVIEW_SUBMIT_LIMIT; i++) {
      expect(
        (await app.inject({ method: 'POST', url: REVIEWS, headers: client, payload: reviewPayload({ rating: 0.4 }) }))
          .statusCode,
      ).toBe(200);
    }
    const reviews = await db.kysely.selectFrom('website_item_review').select('name').execute();
    const head = [
      `POST ${REVIEWS} HTTP/1.1`,
      'Host: shop.test',
      'Content-Type: application/json',
      `Content-Length: ${30 * 1024 * 1024}`,
      `X-Forwarded-For: ${client['x-forwarded-for']}`,
      '',
      '',
    ].join('\r\n');
    const { socket, answer } = rawRequest(port, head);
    socket.write('{"item":"');
    const reply = await answer;
    socket.destroy();
    expect(reply.status).toBe(429);
    expect(reply.text).toContain('Too many reviews from this address. Please try again later.');
    expect(await db.kysely.selectFrom('website_item_review').select('name').execute()).toEqual(reviews);
  });

  it('another client is not affected', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: REVIEWS,
      headers: { 'x-forwarded-for': '203.0.113.41' },
      payload: reviewPayload(),
    });
    expect(reply.statusCode).toBe(200);
  });
});
