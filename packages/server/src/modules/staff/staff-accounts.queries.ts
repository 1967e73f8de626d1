import { type Kysely, PostgresAdapter } from 'kysely';
import type { Database } from '../../db/schema';

/** Staff account reads for the owner's changes; on PostgreSQL the rows a change depends on are locked. */
export const memberColumns = [
  'id',
  'email',
  'name',
  'role',
  'status',
  'password_hash',
  'totp_secret',
  'created_at',
  'last_login_at',
] as const;

export type MemberRow = {
  id: number;
  email: string;
  name: string;
  role: string;
  status: string;
  password_hash: string;
  totp_secret: string | null;
  created_at: string;
  last_login_at: string | null;
};

const locks = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The account (locked for the transaction when `lock`), or undefined. */
export async function memberFor(db: Kysely<Database>, id: number, lock = false): Promise<MemberRow | undefined> {
  let query = db.selectFrom('staff_user').select(memberColumns).where('id', '=', id);
  if (lock && locks(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** How many active owners there are besides `id` (their rows locked, so two demotions cannot both pass). */
export async function otherActiveOwners(db: Kysely<Database>, id: number): Promise<number> {
  let query = db
    .selectFrom('staff_user')
    .select('id')
    .where('role', '=', 'owner')
    .where('status', '=', 'active')
    .where('id', '!=', id);
  if (locks(db)) query = query.forUpdate();
  return (await query.execute()).length;
}
