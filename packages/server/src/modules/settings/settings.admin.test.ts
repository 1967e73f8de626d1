import { HOME_PAGE_NAME } from '@shop/domain/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../testing/test-app';
import { openAdminTestApp } from '../../testing/admin-fixtures';
import { type TestDb, testEngines } from '../../testing/databases';
import { insertCheckoutData, orderBody, pickupForm } from '../orders/order-fixtures';
import { callApi, resourcePath } from '../resource/resource-fixtures';

const STAFF = { email: 'settings@example.om', name: 'Settings Staff', password: 'settings staff password' };

/** /api/admin/settings on a real database with the seed's site settings and the fixtures' home page (slider, grid, 'Serums' carousel). */
describe.each(await testEngines())('admin settings on %s', (engine) => {
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

  const call = (method: 'GET' | 'PUT', url: string, body?: unknown) =>
    app.inject({
      method,
      url: `/api/admin/settings${url}`,
      payload: body as object | undefined,
      headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf },
    });
  const globalSettings = async () =>
    (await app.inject({ method: 'GET', url: '/api/global-settings?populate=*' })).json().data[0].attributes;
  const settingRows = () => db.kysely.selectFrom('site_setting').selectAll().orderBy('key').execute();
  const blockRows = () =>
    db.kysely
      .selectFrom('web_page_block')
      .select(['idx', 'web_template', 'size', 'web_template_values'])
      .where('parent', '=', HOME_PAGE_NAME)
      .orderBy('idx')
      .execute();

  it('reads the editable settings, money in OMR', async () => {
    const reply = await call('GET', '');
    expect(reply.statusCode).toBe(200);
    const data = reply.json().data;
    expect(data.free_shipping_above).toBe(20);
    expect(data.pickup_times).toHaveLength(4);
    expect(data.outlets[0]).toMatchObject({
      name: 'Gulf Glow — Muscat Grand Mall',
      name_ar: 'فرع مسقط جراند مول',
      default: true,
    });
    expect(data.delivery_info).toContain('<strong>Muscat:</strong>');
  });

  it('writes settings the storefront reads at once (cache invalidated); delivery info is sanitized', async () => {
    expect((await globalSettings()).free_shipping_above).toBe(20); // cached now
    const reply = await call('PUT', '', {
      free_shipping_above: 15.5,
      delivery_info:
        '<p onclick="steal()">Fast <strong>delivery</strong><script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://gulfglow.om/help">help</a></p>',
      pickup_times: [{ value: '09:00 AM - 12:00 PM', label: 'Morning' }],
      outlets: [
        { name: 'Main store', address: 'Muscat', hours: '10-10', phone: '96824000000' },
        { name: 'Second', default: false },
      ],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const attributes = await globalSettings();
    expect(attributes.free_shipping_above).toBe(15.5);
    expect(attributes.delivery_info).toBe(
      '<p>Fast <strong>delivery</strong> <a>x</a> <a href="https://gulfglow.om/help">help</a></p>',
    );
    expect(attributes.pickup_times).toEqual({ sections: [{ value: '09:00 AM - 12:00 PM', label: 'Morning' }] });
    expect(attributes.outlets.sections).toEqual([
      {
        name: 'Main store',
        label: 'Main store',
        address: 'Muscat',
        hours: '10-10',
        phone: '96824000000',
        default: true,
      },
      { name: 'Second', label: 'Second', address: '', hours: '', phone: '', default: false },
    ]);
    expect((await call('PUT', '', { free_shipping_above: 20 })).statusCode).toBe(200);
    expect((await globalSettings()).free_shipping_above).toBe(20);
    expect((await globalSettings()).pickup_times.sections).toHaveLength(1);
  });

  it('outlets keep an Arabic name next to the English one: Arabic pages read it, orders keep naming the English', async () => {
    const outlets = [
      { name: 'Gulf Glow — Muscat Grand Mall', name_ar: '  فرع مسقط جراند مول ', default: true },
      { name: 'Gulf Glow — Salalah Gardens Mall', name_ar: '' },
    ];
    const reply = await call('PUT', '', {
      outlets,
      pickup_times: [{ value: pickupForm().TimeField, label: 'Morning' }],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.outlets.map((o: { name: string; name_ar: string }) => [o.name, o.name_ar])).toEqual([
      ['Gulf Glow — Muscat Grand Mall', 'فرع مسقط جراند مول'],
      ['Gulf Glow — Salalah Gardens Mall', ''],
    ]);
    const stored = await db.kysely
      .selectFrom('site_setting')
      .select('value')
      .where('key', '=', 'outlets')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value).sections[1]).not.toHaveProperty('name_ar');
    const read = async (language: string) =>
      (await app.inject({ url: '/api/global-settings', headers: { 'accept-language': language } }))
        .json()
        .data[0].attributes.outlets.sections.map((o: { name: string; label: string }) => [o.name, o.label]);
    expect(await read('ar-OM')).toEqual([
      ['Gulf Glow — Muscat Grand Mall', 'فرع مسقط جراند مول'],
      ['Gulf Glow — Salalah Gardens Mall', 'Gulf Glow — Salalah Gardens Mall'],
    ]);
    expect(await read('en-OM')).toEqual([
      ['Gulf Glow — Muscat Grand Mall', 'Gulf Glow — Muscat Grand Mall'],
      ['Gulf Glow — Salalah Gardens Mall', 'Gulf Glow — Salalah Gardens Mall'],
    ]);
    const form = { ...pickupForm(), MobileNumber: '97000111', Outlet: 'Gulf Glow — Muscat Grand Mall' };
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'accept-language': 'ar' },
      payload: orderBody([['SKU-5', 1]], {}, form),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = await db.kysely
      .selectFrom('sales_order')
      .select('outlet')
      .where('name', '=', placed.json().data.order.name)
      .executeTakeFirstOrThrow();
    expect(order.outlet).toBe('Gulf Glow — Muscat Grand Mall');
    const arabicValue = { ...form, Outlet: 'فرع مسقط جراند مول' };
    const refused = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'accept-language': 'ar' },
      payload: orderBody([['SKU-5', 1]], {}, arabicValue),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('يرجى اختيار أحد فروعنا للاستلام.');
  });

  it('order limits: read with their defaults where none is stored, changed one at a time, read by the storefront and the checkout at once', async () => {
    await db.kysely.deleteFrom('site_setting').where('key', '=', 'order_limits').execute();
    expect((await call('GET', '')).json().data.order_limits).toEqual({
      max_units_per_line: 10,
      max_lines_per_order: 30,
      max_unconfirmed_order_value: 500,
      max_open_cod_per_phone: 2,
      max_open_cod_per_address: 3,
      max_open_card_per_phone: 3,
      cod_confirmation_hours: 48,
    });
    const reply = await call('PUT', '', {
      order_limits: { max_units_per_line: 2, max_unconfirmed_order_value: 250.5 },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.order_limits).toMatchObject({
      max_units_per_line: 2,
      max_unconfirmed_order_value: 250.5,
      max_lines_per_order: 30,
    });
    expect(
      (await call('PUT', '', { order_limits: { cod_confirmation_hours: 24 } })).json().data.order_limits,
    ).toMatchObject({
      max_units_per_line: 2,
      cod_confirmation_hours: 24,
    });
    expect((await globalSettings()).order_limits).toMatchObject({
      max_units_per_line: 2,
      max_unconfirmed_order_value: 250.5,
      cod_confirmation_hours: 24,
    });
    const order = await app.inject({ method: 'POST', url: '/api/orders', payload: orderBody([['SKU-5', 3]]) });
    expect(order.statusCode).toBe(422);
    expect(order.json().error.details).toEqual({ limit: 'max_units_per_line', max: 2 });
    expect((await call('PUT', '', { order_limits: { max_units_per_line: 10 } })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: '/api/orders', payload: orderBody([['SKU-5', 3]]) })).statusCode,
    ).toBe(201);
  });

  it('refuses bad settings with 400 and writes nothing', async () => {
    const before = await settingRows();
    const bad: [unknown, RegExp][] = [
      [{}, /Nothing to change/],
      [{ free_shipping_above: -1 }, /must not be negative/],
      [{ free_shipping_above: '20' }, /number/],
      [{ free_shipping_above: 1.0005 }, /3 decimals/],
      [{ pickup_times: [] }, /at least one pickup time/],
      [
        {
          pickup_times: [
            { value: 'a', label: 'A' },
            { value: 'a', label: 'B' },
          ],
        },
        /must differ/,
      ],
      [
        {
          outlets: [
            { name: 'A', default: true },
            { name: 'B', default: true },
          ],
        },
        /Only one outlet/,
      ],
      [{ outlets: [{ name: '' }] }, /outlet name is required/],
      [{ delivery_info: '<script>alert(1)</script>' }, /must not be empty/],
      [{ valid_countries: { sections: [] } }, /valid_countries|Unrecognized/i],
      [{ order_limits: {} }, /No order limit to change/],
      [{ order_limits: { max_units_per_line: 0 } }, /Units of one product per order must be at least 1/],
      [{ order_limits: { max_lines_per_order: 101 } }, /Products per order must be at most 100/],
      [{ order_limits: { max_open_cod_per_phone: 2.5 } }, /must be a whole number/],
      [{ order_limits: { max_unconfirmed_order_value: 100.0001 } }, /at most 3 decimals/],
      [{ order_limits: { max_everything: 1 } }, /Unrecognized|max_everything/i],
    ];
    for (const [body, message] of bad) {
      const reply = await call('PUT', '', body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().error.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await settingRows()).toEqual(before);
  });

  it('reads the home page blocks in display order', async () => {
    const reply = await call('GET', '/home-blocks');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toEqual([
      {
        web_template: 'SS Slider',
        kind: 'slider',
        title: '',
        title_ar: '',
        size: 'large',
        banners: [
          {
            image: '/media/b1.webp',
            mobile_image: '',
            image_ar: '',
            mobile_image_ar: '',
            link: '',
            alt: '',
            alt_ar: '',
          },
        ],
      },
      { web_template: 'SS Categories Grid', kind: 'categories-grid', title: '', title_ar: '' },
      { web_template: 'Product Carousel', kind: 'carousel', title: 'Serums', title_ar: '', categories: ['Serums'] },
    ]);
  });

  it('reorders, edits, adds and removes blocks; the public home page shows the new blocks at once', async () => {
    const publicBlocks = async () =>
      (
        (await callApi(app, resourcePath('Web Page', HOME_PAGE_NAME), { fields: ['*'] }, { auth: true })).body.data as {
          page_blocks: { web_template: string; web_template_values: string }[];
        }
      ).page_blocks;
    expect(await publicBlocks()).toHaveLength(3); // cached now
    const blocks = [
      { kind: 'carousel', title: 'Lip picks', categories: ['Lips', 'Makeup'] },
      {
        kind: 'slider',
        size: null,
        banners: [
          {
            image: '/media/banners/offers-desktop.v1.webp',
            mobile_image: '/media/banners/offers-mobile.v1.webp',
            link: '/shop?category=Offers',
            alt: 'Offers',
          },
          { image: 'https://cdn.example.com/b2.webp' },
        ],
      },
      { kind: 'carousel', title: 'Serums we love', categories: ['Serums'] },
    ];
    const reply = await call('PUT', '/home-blocks', { blocks });
    expect(reply.statusCode, reply.body).toBe(200);
    const rows = await blockRows();
    expect(rows.map((r) => [r.idx, r.web_template])).toEqual([
      [1, 'Product Carousel'],
      [2, 'SS Slider'],
      [3, 'Product Carousel'],
    ]);
    expect(JSON.parse(rows[1]!.web_template_values)).toEqual({
      banner_1: '/media/banners/offers-desktop.v1.webp',
      mobile_banner_1: '/media/banners/offers-mobile.v1.webp',
      link_banner_1: '/shop?category=Offers',
      alt_banner_1: 'Offers',
      banner_2: 'https://cdn.example.com/b2.webp',
    });
    expect(JSON.parse(rows[0]!.web_template_values)).toEqual({ title: 'Lip picks', categories: ['Lips', 'Makeup'] });
    const shown = await publicBlocks();
    expect(shown.map((b) => b.web_template)).toEqual(['Product Carousel', 'SS Slider', 'Product Carousel']);
    expect(JSON.parse(shown[2]!.web_template_values)).toMatchObject({ title: 'Serums we love' });
  });

  it('stores Arabic titles and banner texts next to the English ones, read back for editing', async () => {
    const blocks = [
      {
        kind: 'slider',
        title: 'Glow season',
        title_ar: 'موسم الإشراقة',
        size: null,
        banners: [{ image: '/media/b1.webp', alt: 'Offers', alt_ar: 'العروض' }],
      },
      { kind: 'categories-grid', title: 'Shop by Category', title_ar: 'تسوقي حسب الفئة' },
      { kind: 'carousel', title: 'Serums we love', title_ar: '', categories: ['Serums'] },
    ];
    const reply = await call('PUT', '/home-blocks', { blocks });
    expect(reply.statusCode, reply.body).toBe(200);
    const rows = await blockRows();
    expect(rows.map((r) => JSON.parse(r.web_template_values))).toEqual([
      {
        title: 'Glow season',
        title_ar: 'موسم الإشراقة',
        banner_1: '/media/b1.webp',
        alt_banner_1: 'Offers',
        alt_banner_1_ar: 'العروض',
      },
      { title: 'Shop by Category', title_ar: 'تسوقي حسب الفئة' },
      { title: 'Serums we love', categories: ['Serums'] },
    ]);
    const read = (await call('GET', '/home-blocks')).json().data;
    expect(read[0]).toMatchObject({ title_ar: 'موسم الإشراقة', banners: [{ alt: 'Offers', alt_ar: 'العروض' }] });
    expect(read[2]).toMatchObject({ title: 'Serums we love', title_ar: '' });
  });

  it('stores the Arabic delivery info (sanitized) and pickup labels; the storefront reads them in Arabic; an empty Arabic text removes it', async () => {
    const reply = await call('PUT', '', {
      delivery_info_ar: '<p onclick="x()">توصيل <strong>سريع</strong><script>1</script></p>',
      pickup_times: [
        { value: '09:00 AM - 12:00 PM', label: 'Morning', label_ar: 'صباحاً' },
        { value: '12:00 PM - 03:00 PM', label: 'Noon', label_ar: ' ' },
      ],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({
      delivery_info_ar: '<p>توصيل <strong>سريع</strong></p>',
      pickup_times: [
        { value: '09:00 AM - 12:00 PM', label: 'Morning', label_ar: 'صباحاً' },
        { value: '12:00 PM - 03:00 PM', label: 'Noon', label_ar: '' },
      ],
    });
    const arabic = (await app.inject({ url: '/api/global-settings', headers: { 'accept-language': 'ar' } })).json()
      .data[0].attributes;
    expect(arabic.delivery_info).toBe('<p>توصيل <strong>سريع</strong></p>');
    expect(arabic.pickup_times.sections.map((t: { label: string }) => t.label)).toEqual(['صباحاً', 'Noon']);
    expect((await call('PUT', '', { delivery_info_ar: '' })).json().data.delivery_info_ar).toBe('');
    const english = (await app.inject({ url: '/api/global-settings', headers: { 'accept-language': 'ar' } })).json()
      .data[0].attributes;
    expect(english.delivery_info).toBe((await call('GET', '')).json().data.delivery_info);
  });

  it('refuses bad blocks with 400 and writes nothing', async () => {
    const before = await blockRows();
    const bad: [unknown, RegExp][] = [
      [{ blocks: [{ kind: 'carousel', title: 'X', categories: ['Nope'] }] }, /Unknown categories: Nope/],
      [{ blocks: [{ kind: 'carousel', title: '', categories: [] }] }, /title is required/],
      [{ blocks: [{ kind: 'slider', banners: [{ image: 'javascript:alert(1)' }] }] }, /Images must be/],
      [{ blocks: [{ kind: 'slider', banners: [{ image: '/media/../secrets.json' }] }] }, /Images must be/],
      [
        { blocks: [{ kind: 'slider', banners: [{ image: '/media/a.webp', link: 'javascript:alert(1)' }] }] },
        /Links must be/,
      ],
      [{ blocks: [{ kind: 'slider', banners: [] }] }, /at least one banner/],
      [{ blocks: [{ kind: 'html', html: '<b>' }] }, /kind/],
      [{ blocks: 'none' }, /blocks/],
    ];
    for (const [body, message] of bad) {
      const reply = await call('PUT', '/home-blocks', body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().error.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await blockRows()).toEqual(before);
  });

  it('lists media images to choose banners from', async () => {
    const reply = await call('GET', '/media');
    expect(reply.statusCode).toBe(200);
    expect(Array.isArray(reply.json().data)).toBe(true);
  });
});
