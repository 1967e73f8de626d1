import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../testing/test-app';
import { type TestDb, createTestDb } from '../testing/databases';
import { type App, buildApp } from './app';
import { badUrlPageHtml } from './bad-url-page';
import { BAD_URL_API_MESSAGE } from './framework-errors';

const BAD_PAGE_URLS = ['/product/%', '/%', '/product/%C0%AF', '/shop/%E0%A4%A', '/media/%zz.webp'];

/** An address that does not percent-decode is a 400 in its API's envelope, or a small HTML page outside /api; never Fastify's raw error. */
describe('malformed addresses', () => {
  let db: TestDb;
  let app: App;
  beforeAll(async () => {
    db = await createTestDb('sqlite');
    app = await buildApp({ db, env: testEnv() });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it.each(BAD_PAGE_URLS)('page address %s → 400 with the self-contained HTML page', async (url) => {
    const reply = await app.inject({ url });
    expect(reply.statusCode).toBe(400);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.body).toBe(badUrlPageHtml);
  });

  it('the page is in English, titled, says the address is not valid and links to / and /shop, with no external asset or script', () => {
    expect(badUrlPageHtml).toContain('<html lang="en">');
    expect(badUrlPageHtml).toContain('<title>Address not valid — Gulf Glow</title>');
    expect(badUrlPageHtml).toContain('<h1>This address is not valid</h1>');
    expect(badUrlPageHtml).toContain('<a class="primary" href="/">Go to the home page</a>');
    expect(badUrlPageHtml).toContain('<a href="/shop">Browse the shop</a>');
    expect(badUrlPageHtml).not.toMatch(/<script|<link|<img|src=|url\(|@import|https?:/i);
  });

  it.each(['/api/%', '/api/customers/%C0%AF', '/api/%FF?x=1'])(
    'content API address %s → 400 in the Strapi envelope',
    async (url) => {
      const reply = await app.inject({ url });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          code: 'request.bad_url',
          message: BAD_URL_API_MESSAGE,
          params: {},
          details: {},
        },
      });
    },
  );

  it.each(['/api/resource/%FF', '/api/resource/Website%20Item/%', '/api/method/frappe.client.get_list%'])(
    'resource API address %s → 400 in Frappe shape',
    async (url) => {
      const reply = await app.inject({ url });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({
        exc_type: 'ValidationError',
        message: BAD_URL_API_MESSAGE,
        exception: `frappe.exceptions.ValidationError: ${BAD_URL_API_MESSAGE}`,
      });
    },
  );

  it('lets the web server answer bad page addresses itself; API addresses keep their envelope', async () => {
    const custom = await buildApp({
      db,
      env: testEnv(),
      badUrlPage: (error, request, reply) =>
        void reply.status(400).type('text/plain').send(`own page for ${request.url} (${error.code})`),
    });
    try {
      const page = await custom.inject({ url: '/product/%' });
      expect(page.statusCode).toBe(400);
      expect(page.body).toBe('own page for /product/% (FST_ERR_BAD_URL)');
      const api = await custom.inject({ url: '/api/%' });
      expect(api.statusCode).toBe(400);
      expect(api.json()).toMatchObject({ error: { message: BAD_URL_API_MESSAGE } });
    } finally {
      await custom.close();
    }
  });
});
