import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, createTestDb, testEngines } from '../../testing/databases';
import { insertCatalog, itemName } from '../resource/resource-fixtures';
import { reviewSummaries } from './review-summaries.queries';

describe.each(await testEngines())('review summaries on %s', (engine) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb(engine);
    await insertCatalog(db);
    await db.kysely.deleteFrom('website_item_review').execute();
    const review = (
      name: string,
      item: string,
      stars: number,
      docstatus: number,
      creation: string,
      customer_name = 'Aisha Al Balushi',
    ) => ({
      name,
      item,
      item_name: item,
      customer_name,
      phone_number: '91234567',
      email: null,
      rating: stars / 5,
      review_title: 'Nice',
      comments: 'Nice.',
      images: null,
      docstatus,
      creation,
      modified: creation,
    });
    await db.kysely
      .insertInto('website_item_review')
      .values([
        review('R1', itemName(1), 5, 1, '2026-01-01 00:00:00.000', 'Maryam Said'),
        review('R2', itemName(1), 4, 1, '2026-02-01 00:00:00.000', 'Huda Salim'),
        review('R3', itemName(1), 1, 0, '2026-03-01 00:00:00.000', 'Pending Person'),
        review('R4', itemName(1), 1, 2, '2026-03-02 00:00:00.000', 'Rejected Person'),
        review('R5', itemName(2), 3, 1, '2026-01-05 00:00:00.000'),
      ])
      .execute();
  });
  afterAll(async () => db.close());

  it('averages published reviews only, in stars to one decimal, with the newest author', async () => {
    expect(await reviewSummaries(db.kysely, [itemName(1), itemName(2), itemName(3)])).toEqual({
      [itemName(1)]: { average: 4.5, count: 2, first_reviewer: 'Huda Salim' },
      [itemName(2)]: { average: 3, count: 1, first_reviewer: 'Aisha Al Balushi' },
    });
  });

  it('asks nothing for no items', async () => {
    expect(await reviewSummaries(db.kysely, [])).toEqual({});
  });
});
