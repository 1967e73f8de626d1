import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../http/app';
import { type TestDb, createTestDb, testEngines } from '../../testing/databases';
import { callApi, insertCatalog, itemName, resourcePath, rowsOf } from '../resource/resource-fixtures';
import { API_KEY, TOKEN, testEnv } from '../../testing/test-app';
import { dataUrl, imageBytes, reviewPayload } from './reviews.test-helpers';

const REVIEWS = resourcePath('Website Item Review');

describe.each(await testEngines())('moderating Website Item Reviews on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let media: string;

  const put = (name: string, body: unknown, authorization?: string) =>
    app.inject({
      method: 'PUT',
      url: resourcePath('Website Item Review', name),
      payload: body as object,
      headers: authorization ? { authorization } : {},
    });
  const submit = async (overrides: Record<string, unknown> = {}) => {
    const reply = await app.inject({ method: 'POST', url: REVIEWS, payload: reviewPayload(overrides) });
    expect(reply.statusCode, reply.body).toBe(200);
    return (reply.json() as { data: { name: string; images: string | null } }).data;
  };
  const summaryOf = async (item: string) =>
    ((await app.inject({ url: `/api/review-summaries?items=${item}` })).json() as { data: Record<string, unknown> })
      .data[item];
  const anonymousList = async (item: string) =>
    rowsOf(
      await callApi(app, REVIEWS, {
        fields: ['*'],
        filters: [
          ['item', '=', item],
          ['docstatus', '=', 1],
        ],
        order_by: 'creation desc',
      }),
    );

  beforeAll(async () => {
    db = await createTestDb(engine);
    await insertCatalog(db);
    media = await mkdtemp(join(tmpdir(), 'review-media-'));
    app = await buildApp({ db, env: testEnv({ MEDIA_DIR: media }) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await rm(media, { recursive: true, force: true });
  });

  it('needs the token: 403 anonymous, 401 with a wrong one, nothing changed', async () => {
    const { name } = await submit();
    const anonymous = await put(name, { docstatus: 1 });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toMatchObject({ exc_type: 'PermissionError' });
    expect((await put(name, { docstatus: 1 }, `token ${API_KEY}:wrong-secret`)).statusCode).toBe(401);
    const row = await db.kysely
      .selectFrom('website_item_review')
      .select('docstatus')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    expect(row.docstatus).toBe(0);
  });

  it('approves: the review then shows in the anonymous list (without PII) and in the summaries', async () => {
    const item = itemName(5);
    expect(await summaryOf(item)).toBeUndefined();
    const png = dataUrl('image/png', await imageBytes('png'));
    const pending = await submit({
      item,
      item_name: 'Matte Lipstick',
      rating: 0.6,
      images: JSON.stringify([png, png]),
    });
    expect(await anonymousList(item)).toEqual([]); // also primes the anonymous cache
    const approved = await put(pending.name, { docstatus: 1 }, TOKEN);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ data: { name: pending.name, docstatus: 1, phone_number: '91234567' } });

    const listed = await anonymousList(item);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      name: pending.name,
      customer_name: 'Aisha Al Balushi',
      rating: 0.6,
      images: pending.images,
    });
    expect(listed[0]).not.toHaveProperty('phone_number');
    expect(listed[0]).not.toHaveProperty('email');
    expect(JSON.parse(String(listed[0]!.images))).toHaveLength(2);
    expect(await summaryOf(item)).toEqual({ average: 3, count: 1, first_reviewer: 'Aisha Al Balushi' });

    // The same answer again is harmless; taking it down (1 → 2) removes it from the list.
    expect((await put(pending.name, { docstatus: 1 }, TOKEN)).statusCode).toBe(200);
    expect((await put(pending.name, { docstatus: 2 }, TOKEN)).json()).toMatchObject({ data: { docstatus: 2 } });
    expect(await anonymousList(item)).toEqual([]);
    expect(await summaryOf(item)).toBeUndefined();
  });

  it('rejects: never listed; a rejected review cannot be published again', async () => {
    const { name } = await submit({ item: itemName(9), item_name: 'SERUM Stick' });
    expect((await put(name, { docstatus: 2 }, TOKEN)).statusCode).toBe(200);
    const again = await put(name, { docstatus: 1 }, TOKEN);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Cannot change docstatus from 2 to 1' });
    expect(await anonymousList(itemName(9))).toEqual([]);
  });

  it('accepts only docstatus 1 or 2, and Frappe form bodies', async () => {
    const { name } = await submit();
    for (const body of [
      { docstatus: 0 },
      { docstatus: 5 },
      { docstatus: '1' },
      { docstatus: 1, rating: 1 },
      { comments: 'edited' },
      {},
    ]) {
      const reply = await put(name, body, TOKEN);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json()).toMatchObject({ exc_type: 'ValidationError' });
    }
    const form = await app.inject({
      method: 'PUT',
      url: resourcePath('Website Item Review', name),
      headers: { authorization: TOKEN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ data: JSON.stringify({ docstatus: 1 }) }).toString(),
    });
    expect(form.statusCode, form.body).toBe(200);
    expect((await put('nope', { docstatus: 1 }, TOKEN)).statusCode).toBe(404);
    expect((await put('SO-0001', { docstatus: 1 }, TOKEN)).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: resourcePath('Brand', 'Aurora'),
          payload: { brand: 'X' },
          headers: { authorization: TOKEN },
        })
      ).statusCode,
    ).toBe(403);
  });
});
