import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../http/app';
import { createStaff, signInStaff } from '../../testing/admin-fixtures';
import { type TestDb, createTestDb, testEngines } from '../../testing/databases';
import { insertCatalog, itemName, resourcePath } from '../resource/resource-fixtures';
import { testEnv } from '../../testing/test-app';
import { dataUrl, imageBytes, reviewPayload } from './reviews.test-helpers';

/** The back-office review queue: pending newest first with images; approve, reject, unpublish, in bulk. */
describe.each(await testEngines())('admin review queue on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let media: string;
  let staff: { cookie: string; csrf: string };

  const submit = async (overrides: Record<string, unknown> = {}) => {
    const reply = await app.inject({
      method: 'POST',
      url: resourcePath('Website Item Review'),
      payload: reviewPayload(overrides),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return (reply.json() as { data: { name: string } }).data.name;
  };
  const queue = async (query = '') =>
    (await app.inject({ url: `/api/admin/reviews${query}`, headers: { cookie: staff.cookie } })).json();
  const decide = (names: string[], docstatus: number) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/reviews/decision',
      payload: { names, docstatus },
      headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf },
    });
  const summaryOf = async (item: string) =>
    (
      (await app.inject({ url: `/api/review-summaries?items=${item}` })).json() as {
        data: Record<string, { count?: number } | undefined>;
      }
    ).data[item];

  beforeAll(async () => {
    db = await createTestDb(engine);
    await insertCatalog(db);
    media = await mkdtemp(join(tmpdir(), 'admin-review-media-'));
    app = await buildApp({ db, env: testEnv({ MEDIA_DIR: media }) });
    await app.ready();
    await createStaff(db, { email: 'mod@example.om', name: 'Moderator', password: 'moderator pass 1' });
    staff = await signInStaff(app, 'mod@example.om', 'moderator pass 1');
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await rm(media, { recursive: true, force: true });
  });

  it('lists pending reviews newest first with their image URLs', async () => {
    const older = await submit({ review_title: 'Older' });
    await new Promise((r) => setTimeout(r, 5));
    const newer = await submit({
      review_title: 'Newer',
      images: JSON.stringify([dataUrl('image/png', await imageBytes('png'))]),
    });
    const page = await queue();
    expect(page.data.map((r: { name: string }) => r.name).slice(0, 2)).toEqual([newer, older]);
    expect(page.data[0].images).toHaveLength(1);
    expect(page.data[0].images[0]).toMatch(/^\/media\//);
    expect(page.data[0]).toMatchObject({ stars: 4, route: expect.any(String), itemName: 'Night Moisturizer' });
    expect(page.meta).toMatchObject({ status: 'pending', total: page.data.length });
    expect(page.data.every((r: { docstatus: number }) => r.docstatus === 0)).toBe(true);
  });

  it('approves in bulk (the rating summary changes at once), refuses a second decision, unpublishes to rejected', async () => {
    const item = itemName(4);
    const a = await submit({ item, rating: 1 });
    const b = await submit({ item, rating: 0.6 });
    const before = await summaryOf(item);
    const approved = (await decide([a, b, 'nope'], 1)).json().data;
    expect(approved.changed.sort()).toEqual([a, b].sort());
    expect(approved.refused).toEqual([{ name: 'nope', reason: 'not found' }]);
    const after = await summaryOf(item);
    expect(after).not.toEqual(before);
    expect((await queue('?status=published')).data.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining([a, b]),
    );
    expect((await decide([a], 1)).json().data.refused[0].reason).toBe('already published');
    expect((await decide([a], 2)).json().data.changed).toEqual([a]);
    expect((await queue('?status=rejected')).data.map((r: { name: string }) => r.name)).toContain(a);
    expect((await decide([a], 1)).json().data.refused[0].reason).toMatch(/cannot move/);
  });

  it('refuses a bad decision body', async () => {
    expect((await decide([], 1)).statusCode).toBe(400);
    expect((await decide(['x'], 0)).statusCode).toBe(400);
  });
});
