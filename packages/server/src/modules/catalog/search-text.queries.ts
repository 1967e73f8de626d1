import { type Expression, type SqlBool, sql } from 'kysely';
import type { Engine } from '../../db/connection';

/**
 * `website_item.search_text like pattern` (the item's names in the search's one written form,
 * domain/search-text.ts; a LIKE pattern with backslash escapes, normalised the same way), read
 * through each engine's substring index (migration 0013):
 *
 * - PostgreSQL: a plain LIKE, served by the pg_trgm GIN index of the table read: website_item
 *   (0010), or its narrow copy website_item_search (0013) when the query names nothing else
 *   (`searchTableFor`). Not ILIKE: both sides are already in lower case, and the recheck of each
 *   candidate row is then a byte comparison instead of folding each stored text.
 * - SQLite: the FTS5 table `website_item_search_trigrams` (trigram tokenizer) finds the items
 *   whose text holds the pattern's longest literal text, by `search_id`; the LIKE then decides on those
 *   candidates only, so the rows are exactly those of the plain LIKE. A trigram needs three
 *   characters: a pattern without a literal text that long (a 1–2 letter query) is a plain LIKE
 *   over the listing's indexes, as before.
 */
const trigrams = sql.table('website_item_search_trigrams');
const TRIGRAM = 3;

/** The literal texts of a LIKE pattern between its wildcards (`%`, `_`), escapes resolved. */
export function literalTexts(pattern: string): string[] {
  const texts: string[] = [];
  let text = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i]!;
    if (c === '\\' && i + 1 < pattern.length) {
      i += 1;
      text += pattern[i];
    } else if (c === '%' || c === '_') {
      if (text) texts.push(text);
      text = '';
    } else {
      text += c;
    }
  }
  if (text) texts.push(text);
  return texts;
}

const characters = (text: string) => [...text].length;

/** The FTS5 phrase every match of the pattern contains (its longest literal text, quoted), or undefined when none is a trigram long. */
export function trigramPhrase(pattern: string): string | undefined {
  const longest = literalTexts(pattern).reduce((a, b) => (characters(b) > characters(a) ? b : a), '');
  return characters(longest) >= TRIGRAM ? `"${longest.replace(/"/g, '""')}"` : undefined;
}

/** Whether a LIKE on the search text can be answered from the substring index (else it scans). */
export const usesSearchIndex = (pattern: string) => trigramPhrase(pattern) !== undefined;

/**
 * `<ref> like pattern` on the search text of `website_item` (or `not like`, which no index
 * serves). `indexed: false` keeps the SQLite index out (a listing walking its sort index).
 */
export function searchTextLike(
  engine: Engine,
  ref: Expression<unknown>,
  pattern: string,
  { negated = false, indexed = true } = {},
): Expression<SqlBool> {
  const like = sql<SqlBool>`${ref} ${negated ? sql`not like` : sql`like`} ${pattern} escape '\\'`;
  const phrase = trigramPhrase(pattern);
  if (engine === 'postgres' || negated || !indexed || !phrase) return like;
  const candidates = sql`select rowid from ${trigrams} where ${trigrams} match ${phrase}`;
  return sql<SqlBool>`(${sql.ref('website_item.search_id')} in (${candidates}) and ${like})`;
}

/** Website Items whose search text is `like` the pattern (the back-office search). */
export const itemSearchTextLike = (engine: Engine, pattern: string) =>
  searchTextLike(engine, sql.ref('website_item.search_text'), pattern);

/** PostgreSQL: the narrow copy of website_item that searches read (migration 0013), and what it holds. */
const SEARCH_COPY = 'website_item_search';
const SEARCH_COPY_COLUMNS: ReadonlySet<string> = new Set([
  'name',
  'search_text',
  'website_warehouse',
  'published',
  'custom_ecommerce_category',
  'brand',
  'custom_stock_available',
  'custom_sale_price',
  'custom_show_on_offer_page',
  'custom_regular_price',
  'creation',
  'modified',
]);

/**
 * The table a website_item query with a search text reads: on PostgreSQL the narrow copy when
 * every field the query names is held there (the same values, copied in the same transaction),
 * else the items.
 */
export const searchTableFor = (engine: Engine, fields: Iterable<string>): string =>
  engine === 'postgres' && [...fields].every((f) => SEARCH_COPY_COLUMNS.has(f)) ? SEARCH_COPY : 'website_item';
