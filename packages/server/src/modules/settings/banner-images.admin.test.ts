import { HOME_PAGE_NAME } from '@shop/domain/store';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { openAdminTestApp } from '../../testing/admin-fixtures';
import { type TestDb, testEngines } from '../../testing/databases';
import { insertCheckoutData } from '../orders/order-fixtures';
import { callApi, resourcePath } from '../resource/resource-fixtures';

const STAFF = { email: 'banners@example.om', name: 'Banner Staff', password: 'banner staff password' };

/** Arabic banner images on the home page (banner_N_ar, mobile_banner_N_ar: art with words in it) and banner uploads. */
describe.each(await testEngines())('admin banner images on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let staff: { cookie: string; csrf: string };

  beforeAll(async () => {
    ({ db, app, staff } = await openAdminTestApp(engine, insertCheckoutData, STAFF));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const headers = () => ({ cookie: staff.cookie, 'x-csrf-token': staff.csrf });
  const upload = async (name: string, bytes: Buffer, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const encoded = new Response(form);
    return app.inject({
      method: 'POST',
      url: '/api/admin/settings/media',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { ...headers(), 'content-type': encoded.headers.get('content-type')! },
    });
  };

  it('uploads a banner image as WebP into banners/, listed among the images to choose from', async () => {
    const bytes = await sharp({ create: { width: 1600, height: 500, channels: 3, background: '#fce' } })
      .png()
      .toBuffer();
    const reply = await upload('Eid offers AR.png', bytes, 'image/png');
    expect(reply.statusCode, reply.body).toBe(200);
    const url = reply.json().data.url as string;
    expect(url).toMatch(/^\/media\/banners\/Eid-offers-AR-[0-9a-f]{10}\.webp$/);
    const media = await app.inject({ method: 'GET', url: '/api/admin/settings/media', headers: headers() });
    expect((media.json().data as { url: string }[]).map((m) => m.url)).toContain(url);
    const bad = await upload('offer.gif', Buffer.from('GIF89a but not really'), 'image/gif');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('"offer.gif" could not be read as an image.');
  });

  it('stores the Arabic desktop and mobile images as banner_N_ar and mobile_banner_N_ar; the storefront reads them', async () => {
    const banners = [
      {
        image: '/media/banners/a.webp',
        mobile_image: '/media/banners/a-m.webp',
        image_ar: '/media/banners/a-ar.webp',
        mobile_image_ar: '/media/banners/a-m-ar.webp',
      },
      { image: '/media/banners/b.webp', image_ar: '' },
    ];
    const reply = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings/home-blocks',
      payload: { blocks: [{ kind: 'slider', size: null, banners }] },
      headers: headers(),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const shown = await callApi(app, resourcePath('Web Page', HOME_PAGE_NAME), { fields: ['*'] }, { auth: true });
    const values = JSON.parse(
      (shown.body.data as { page_blocks: { web_template_values: string }[] }).page_blocks[0]!.web_template_values,
    );
    expect(values).toEqual({
      banner_1: '/media/banners/a.webp',
      mobile_banner_1: '/media/banners/a-m.webp',
      banner_1_ar: '/media/banners/a-ar.webp',
      mobile_banner_1_ar: '/media/banners/a-m-ar.webp',
      banner_2: '/media/banners/b.webp',
    });
    const read = await app.inject({ method: 'GET', url: '/api/admin/settings/home-blocks', headers: headers() });
    expect(read.json().data[0].banners).toMatchObject([
      { image_ar: '/media/banners/a-ar.webp', mobile_image_ar: '/media/banners/a-m-ar.webp' },
      { image_ar: '', mobile_image_ar: '' },
    ]);
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings/home-blocks',
      payload: {
        blocks: [
          { kind: 'slider', size: null, banners: [{ image: '/media/a.webp', image_ar: 'javascript:alert(1)' }] },
        ],
      },
      headers: headers(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/Images must be \/media\/… paths or https:\/\/ URLs/);
  });
});
