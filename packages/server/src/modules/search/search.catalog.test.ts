import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileImageStorage } from '../../adapters/image-storage';
import { seedDatabase } from '../../seed/seed';
import { type TestDb, createTestDb, testEngines } from '../../testing/databases';
import { type SearchService, createSearchService } from './search.service';

const WAREHOUSE = 'Muscat Store - GG';
const now = new Date('2026-03-01T08:00:00Z');

describe.each(await testEngines())('shop search on the demo catalog (%s)', (engine) => {
  let db: TestDb;
  let search: SearchService;
  beforeAll(async () => {
    db = await createTestDb(engine);
    await seedDatabase(db.kysely, { storage: createFileImageStorage(join(tmpdir(), 'shop-search-test-media')), warehouse: WAREHOUSE, now, omanDelivery: null });
    search = createSearchService(db, () => now);
  }, 120_000);
  afterAll(() => db.close());

  const names = async (q: string, typing = false) =>
    (
      await search.search({
        q,
        filters: { warehouse: WAREHOUSE, brands: [], categories: [], offers: false, inStock: false },
        sort: 'relevance',
        start: 0,
        limit: 20,
        typing,
        page: false,
      })
    ).rows.map((r) => String(r.web_item_name));

  it('spike', async () => {
    for (const q of ['ruby red lipstick', 'serum vitamin c', 'moisturizer', 'sun screen', 'lipstik', 'serim', 'vitamn c', 'مرطب', 'أحمر شفاه']) {
      console.log(q, '→', (await names(q)).slice(0, 4));
    }
    expect(1).toBe(1);
  });
});
