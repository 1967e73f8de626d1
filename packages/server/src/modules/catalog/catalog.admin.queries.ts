import { type RawBuilder, sql } from 'kysely';

/**
 * Website Items whose English or Arabic name contains `pattern` (a LIKE pattern with backslash
 * escapes, already in the search's written form: domain/search-text.ts normaliseSearchText),
 * matched on the stored search text. Case is folded on both sides already, so plain LIKE serves
 * both engines (and PostgreSQL's trigram index on search_text, migration 0010).
 */
export const searchTextLike = (pattern: string): RawBuilder<boolean> => sql<boolean>`search_text like ${pattern} escape '\\'`;
