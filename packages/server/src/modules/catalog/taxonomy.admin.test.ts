import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, testEnv } from '../../testing/test-app';
import { openAdminTestApp, staffRequest } from '../../testing/admin-fixtures';
import { type TestDb, testEngines } from '../../testing/databases';
import { callApi, insertCatalog, resourcePath } from '../resource/resource-fixtures';

const STAFF = { email: 'taxonomy@example.om', name: 'Taxonomy Staff', password: 'taxonomy staff password' };

/**
 * Categories and brands in the back-office (issue 18), on a real database with the resource
 * fixtures: Skincare > Face Care > {Serums, Moisturizers}, Skincare > Body Care, Makeup > Lips,
 * Fragrance; brands Aurora (on the home page), Bloom, Cedar (hidden), Dune.
 */
describe.each(await testEngines())('admin categories and brands on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let staff: { cookie: string; csrf: string };

  beforeAll(async () => {
    ({ db, app, staff } = await openAdminTestApp(engine, insertCatalog, STAFF));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
    staffRequest(app, staff, method, url, body);
  const get = async (url: string) => {
    const reply = await staffRequest(app, staff, 'GET', url);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data as Record<string, unknown>[];
  };

  /** The stored nested set agrees with the parent links: a node's lft..rgt holds exactly its descendants, is_group exactly when it has children. */
  async function expectValidTree() {
    const rows = await db.kysely
      .selectFrom('ecommerce_category')
      .select(['name', 'parent_ecommerce_category', 'lft', 'rgt', 'is_group'])
      .execute();
    const parent = new Map(rows.map((r) => [r.name, r.parent_ecommerce_category]));
    const isUnder = (name: string, ancestor: string) => {
      for (let p = parent.get(name); p; p = parent.get(p)) if (p === ancestor) return true;
      return false;
    };
    const numbers = rows.flatMap((r) => [r.lft, r.rgt]).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: rows.length * 2 }, (_, i) => i + 1));
    for (const a of rows) {
      expect(a.is_group, a.name).toBe(rows.some((r) => r.parent_ecommerce_category === a.name) ? 1 : 0);
      for (const b of rows) {
        if (a === b) continue;
        expect(b.lft > a.lft && b.rgt < a.rgt, `${b.name} inside ${a.name}`).toBe(isUnder(b.name, a.name));
      }
    }
  }

  it('lists categories in tree order with depth and product counts', async () => {
    const list = await get('/catalog/categories');
    expect(list.map((c) => [c.name, c.depth, c.products])).toEqual([
      ['Skincare', 1, 0],
      ['Face Care', 2, 1],
      ['Serums', 3, 3],
      ['Moisturizers', 3, 2],
      ['Body Care', 2, 1],
      ['Makeup', 1, 0],
      ['Lips', 2, 1],
      ['Fragrance', 1, 1],
    ]);
  });

  it('creates a category under a parent, with its Arabic name and homepage flag, and keeps the nested set valid', async () => {
    const reply = await send('POST', '/catalog/categories', {
      category_name: 'Toners',
      category_name_ar: 'تونر',
      parent_ecommerce_category: 'Face Care',
      show_on_homepage: true,
      priority: 7,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({
      name: 'Toners',
      category_name_ar: 'تونر',
      depth: 3,
      show_on_homepage: true,
      is_group: false,
    });
    await expectValidTree();
    const shop = await callApi(app, resourcePath('Ecommerce Category'), {
      fields: ['name', 'category_name_ar', 'lft', 'rgt'],
      filters: [['name', '=', 'Toners']],
    });
    expect(shop.body.data).toMatchObject([{ name: 'Toners', category_name_ar: 'تونر' }]);
  });

  it('refuses a fourth level, a taken name, an unknown parent and bad fields, writing nothing', async () => {
    const before = await db.kysely.selectFrom('ecommerce_category').selectAll().orderBy('name').execute();
    const cases: [unknown, number, RegExp][] = [
      [{ category_name: 'Vitamin C', parent_ecommerce_category: 'Serums' }, 400, /3 levels deep at most/],
      [{ category_name: 'Serums' }, 409, /already a category "Serums"/],
      [{ category_name: 'X', parent_ecommerce_category: 'Nope' }, 400, /no parent category "Nope"/],
      [{ category_name: '  ' }, 400, /category name is required/],
      [{ category_name: 'A/B' }, 400, /may not contain "\/"/],
      [{ category_name: 'Y', priority: 1.5 }, 400, /whole number/],
      [{ category_name: 'Z', lft: 1 }, 400, /Unrecognized|lft/],
    ];
    for (const [body, status, message] of cases) {
      const reply = await send('POST', '/catalog/categories', body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(status);
      expect(reply.json().error.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await db.kysely.selectFrom('ecommerce_category').selectAll().orderBy('name').execute()).toEqual(before);
  });

  it('moves a subtree when it still fits three levels; refuses moving under itself or deeper, tree unchanged', async () => {
    const moved = await send('PATCH', '/catalog/categories/Lips', { parent_ecommerce_category: 'Body Care' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ depth: 3, parent_ecommerce_category: 'Body Care' });
    await expectValidTree();
    const before = await db.kysely.selectFrom('ecommerce_category').selectAll().orderBy('name').execute();
    const cases: [string, unknown, RegExp][] = [
      ['Skincare', { parent_ecommerce_category: 'Serums' }, /under itself or one of its own subcategories/],
      ['Face Care', { parent_ecommerce_category: 'Face Care' }, /under itself/],
      ['Face Care', { parent_ecommerce_category: 'Body Care' }, /3 levels deep at most/],
      ['Makeup', { parent_ecommerce_category: 'Nope' }, /no parent category/],
      ['Makeup', {}, /Nothing to change/],
    ];
    for (const [name, body, message] of cases) {
      const reply = await send('PATCH', `/catalog/categories/${encodeURIComponent(name)}`, body);
      expect(reply.statusCode, name).toBe(400);
      expect(reply.json().error.message).toMatch(message);
    }
    expect(await db.kysely.selectFrom('ecommerce_category').selectAll().orderBy('name').execute()).toEqual(before);
    expect((await send('PATCH', '/catalog/categories/Nope', { priority: 1 })).statusCode).toBe(404);
  });

  it('reorders siblings by priority (highest first) and renames the shown name, the name staying', async () => {
    expect(
      (
        await send('PATCH', '/catalog/categories/Fragrance', {
          priority: 50,
          category_name: 'Perfumes',
          category_name_ar: 'عطور',
        })
      ).statusCode,
    ).toBe(200);
    const list = await get('/catalog/categories');
    expect(list[0]).toMatchObject({ name: 'Fragrance', category_name: 'Perfumes', category_name_ar: 'عطور', lft: 1 });
    await expectValidTree();
  });

  it('refuses deleting a category with subcategories or products; deletes an empty one and renumbers the tree', async () => {
    const withChildren = await send('DELETE', '/catalog/categories/Skincare');
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().error.message).toMatch(
      /"Skincare" has subcategories \(such as "(Face Care|Body Care)"\)\. Move or delete them first\./,
    );
    const withProducts = await send('DELETE', '/catalog/categories/Serums');
    expect(withProducts.statusCode).toBe(409);
    expect(withProducts.json().error.message).toBe('"Serums" has 3 products. Move them to another category first.');
    const deleted = await send('DELETE', '/catalog/categories/Toners');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await get('/catalog/categories')).map((c) => c.name)).not.toContain('Toners');
    await expectValidTree();
    expect((await send('DELETE', '/catalog/categories/Toners')).statusCode).toBe(404);
  });

  const uploadCategoryImage = async (category: string) => {
    const bytes = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#e9c' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'makeup.jpg');
    const encoded = new Response(form);
    return app.inject({
      method: 'POST',
      url: `/api/admin/catalog/categories/${category}/image`,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: {
        cookie: staff.cookie,
        'x-csrf-token': staff.csrf,
        'content-type': encoded.headers.get('content-type')!,
      },
    });
  };

  it('replaces an image uploaded here (its file removed) and leaves an external one alone', async () => {
    await db.kysely
      .updateTable('ecommerce_category')
      .set({ ecommerce_category_image: 'https://cdn.example.com/lips.webp?v=2' })
      .where('name', '=', 'Lips')
      .execute();
    const first = await uploadCategoryImage('Lips');
    expect(first.statusCode, first.body).toBe(200);
    const firstFile = join(
      testEnv().mediaDir,
      (first.json().data.ecommerce_category_image as string).slice('/media/'.length),
    );
    expect(existsSync(firstFile)).toBe(true);
    const second = await uploadCategoryImage('Lips');
    expect(second.statusCode, second.body).toBe(200);
    expect(existsSync(firstFile)).toBe(false);
  });

  it('uploads a category image as WebP and the shop serves the new image at once', async () => {
    const reply = await uploadCategoryImage('Makeup');
    expect(reply.statusCode, reply.body).toBe(200);
    const url = reply.json().data.ecommerce_category_image as string;
    expect(url).toMatch(/^\/media\/categories\/Makeup-[0-9a-f]{10}\.webp$/);
    const shop = await callApi(app, resourcePath('Ecommerce Category'), {
      fields: ['name', 'ecommerce_category_image'],
      filters: [['name', '=', 'Makeup']],
    });
    expect(shop.body.data).toEqual([{ name: 'Makeup', ecommerce_category_image: url }]);
  });

  it('lists brands by priority with product counts; creates one with its Arabic name; refuses a taken name', async () => {
    expect((await get('/catalog/brands')).map((b) => [b.name, b.custom_priority, b.products])).toEqual([
      ['Dune', 3, 2],
      ['Cedar', 2, 1],
      ['Bloom', 1, 2],
      ['Aurora', 0, 4],
    ]);
    const reply = await send('POST', '/catalog/brands', { brand: 'Lumière', brand_ar: 'لوميير', custom_priority: 9 });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({
      name: 'Lumière',
      brand_ar: 'لوميير',
      custom_show_on_website: true,
      custom_priority: 9,
      products: 0,
    });
    const taken = await send('POST', '/catalog/brands', { brand: 'Bloom' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('There is already a brand "Bloom".');
    for (const body of [
      { brand: '' },
      { brand: 'X', custom_priority: 'high' },
      { brand: 'Y', custom_show_on_website: 1 },
      { brand: 'Z', image: 'x' },
    ]) {
      expect((await send('POST', '/catalog/brands', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('hides a brand from the website and the shop stops listing it at once', async () => {
    const shown = async () => {
      const reply = await callApi(app, resourcePath('Brand'), {
        fields: ['name'],
        filters: [['custom_show_on_website', '=', 1]],
        limit_page_length: 50,
      });
      return (reply.body.data as { name: string }[]).map((b) => b.name).sort();
    };
    expect(await shown()).toContain('Bloom');
    const reply = await send('PATCH', '/catalog/brands/Bloom', { custom_show_on_website: false, custom_priority: 4 });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ custom_show_on_website: false, custom_priority: 4 });
    expect(await shown()).not.toContain('Bloom');
    expect((await send('PATCH', '/catalog/brands/Nope', { custom_priority: 1 })).statusCode).toBe(404);
  });

  it('refuses deleting a brand with products or on the home page; deletes an unused one', async () => {
    const used = await send('DELETE', '/catalog/brands/Dune');
    expect(used.statusCode).toBe(409);
    expect(used.json().error.message).toMatch(/"Dune" has 2 products/);
    await db.kysely.updateTable('website_item').set({ brand: 'Bloom' }).where('brand', '=', 'Aurora').execute();
    const home = await send('DELETE', '/catalog/brands/Aurora');
    expect(home.statusCode).toBe(409);
    expect(home.json().error.message).toMatch(/listed on the home page/);
    expect((await send('DELETE', '/catalog/brands/Lumi%C3%A8re')).statusCode).toBe(200);
    expect((await get('/catalog/brands')).map((b) => b.name)).not.toContain('Lumière');
  });
});
