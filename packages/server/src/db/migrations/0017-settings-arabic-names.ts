import { type Kysely, sql } from 'kysely';

/**
 * Issue 16, the Arabic names of the demo's pickup outlets and countries in databases seeded
 * before they had them: each `outlets` and `valid_countries` entry of site_setting named as the
 * seed names it, and without an Arabic name, gets the seed's `name_ar` (seed/settings.ts).
 * Entries a shop renamed or added are left for the back-office; no column is needed (settings
 * are JSON). `down` keeps the names: they are data a shop may have edited since.
 */
type Db = Kysely<unknown>;

const ARABIC_NAMES: Record<string, Record<string, string>> = {
  outlets: {
    'Gulf Glow — Muscat Grand Mall': 'فرع مسقط جراند مول',
    'Gulf Glow — Al Mouj Marina Walk': 'فرع ممشى مارينا الموج',
  },
  valid_countries: {
    Oman: 'عُمان',
    UAE: 'الإمارات',
    'Saudi Arabia': 'السعودية',
    Qatar: 'قطر',
    Kuwait: 'الكويت',
    Bahrain: 'البحرين',
  },
};

type Entry = { name?: unknown; name_ar?: unknown };

function withArabicNames(value: string, names: Record<string, string>): string | null {
  let parsed: { sections?: unknown };
  try {
    parsed = JSON.parse(value) as { sections?: unknown };
  } catch {
    return null;
  }
  if (!parsed || !Array.isArray(parsed.sections)) return null;
  let changed = false;
  const sections = (parsed.sections as unknown[]).map((entry) => {
    const e = entry as Entry | null;
    const arabic = e && typeof e.name === 'string' && !e.name_ar ? names[e.name] : undefined;
    if (!arabic) return entry;
    changed = true;
    return { ...e, name_ar: arabic };
  });
  return changed ? JSON.stringify({ ...parsed, sections }) : null;
}

export async function up(db: Db): Promise<void> {
  for (const [key, names] of Object.entries(ARABIC_NAMES)) {
    const { rows } = await sql<{ value: string }>`select value from site_setting where key = ${key}`.execute(db);
    const next = rows[0] ? withArabicNames(rows[0].value, names) : null;
    if (next) await sql`update site_setting set value = ${next} where key = ${key}`.execute(db);
  }
}

export async function down(): Promise<void> {}
