import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, createTestDb, testEngines } from '../../testing/databases';
import * as settingsArabicNames from './0017-settings-arabic-names';

const at = '2026-01-01 00:00:00.000';
/** The settings as the seed wrote them before outlets and countries had Arabic names, with a shop's own additions. */
const before = {
  outlets: {
    sections: [
      { name: 'Gulf Glow — Muscat Grand Mall', address: 'Muscat Grand Mall', default: true },
      { name: 'Gulf Glow — Nizwa', default: false },
    ],
  },
  valid_countries: {
    sections: [
      { name: 'Oman', prefix: '968', valid_length: 11 },
      { name: 'UAE', name_ar: 'دولة الإمارات', prefix: '971', valid_length: 12 },
    ],
  },
};

describe.each(await testEngines())('migration 0017 on %s', (engine) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb(engine);
    await db.kysely.deleteFrom('site_setting').execute();
    await db.kysely
      .insertInto('site_setting')
      .values(Object.entries(before).map(([key, value]) => ({ key, value: JSON.stringify(value), modified: at })))
      .execute();
    await settingsArabicNames.up(db.kysely as never);
  });
  afterAll(() => db.close());

  const stored = async (key: string) =>
    JSON.parse(
      (await db.kysely.selectFrom('site_setting').select('value').where('key', '=', key).executeTakeFirstOrThrow())
        .value,
    ) as unknown;

  it('gives the seeded outlets their Arabic names, leaving an outlet the shop added as it was', async () => {
    expect(await stored('outlets')).toEqual({
      sections: [
        {
          name: 'Gulf Glow — Muscat Grand Mall',
          name_ar: 'فرع مسقط جراند مول',
          address: 'Muscat Grand Mall',
          default: true,
        },
        { name: 'Gulf Glow — Nizwa', default: false },
      ],
    });
  });

  it('gives the seeded countries their Arabic names, keeping an Arabic name already written', async () => {
    expect(await stored('valid_countries')).toEqual({
      sections: [
        { name: 'Oman', name_ar: 'عُمان', prefix: '968', valid_length: 11 },
        { name: 'UAE', name_ar: 'دولة الإمارات', prefix: '971', valid_length: 12 },
      ],
    });
  });

  it('runs again without changing anything, and passes over settings that are not lists', async () => {
    await db.kysely.updateTable('site_setting').set({ value: '"not a list"' }).where('key', '=', 'outlets').execute();
    await settingsArabicNames.up(db.kysely as never);
    expect(await stored('outlets')).toBe('not a list');
    expect(await stored('valid_countries')).toMatchObject({
      sections: [{ name_ar: 'عُمان' }, { name_ar: 'دولة الإمارات' }],
    });
  });
});
