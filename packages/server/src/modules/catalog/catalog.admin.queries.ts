import { type RawBuilder, sql } from 'kysely';
import type { Engine } from '../../db/connection';

/** Website Item names containing `pattern` (a LIKE pattern with backslash escapes), any case on both engines. */
export const webItemNameLike = (engine: Engine, pattern: string): RawBuilder<boolean> =>
  sql<boolean>`web_item_name ${sql.raw(engine === 'postgres' ? 'ilike' : 'like')} ${pattern} escape '\\'`;
