import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/** The cheapest statement the database must answer: `select 1`. */
export async function pingDatabase(kysely: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(kysely);
}
