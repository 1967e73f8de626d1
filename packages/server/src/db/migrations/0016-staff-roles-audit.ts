import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Issue 18, the back-office's people.
 * - `staff_user.role` (owner | staff | reviewer, domain/staff-access.ts): the accounts that
 *   exist today become owners. `status` (invited | active | disabled): an invited member has no
 *   password yet. `totp_secret` once two-factor is on (`totp_pending_secret` while enrolling),
 *   `totp_last_step` the time step of the last code accepted (a code is never taken twice).
 * - `staff_link`: one-time invite and password-reset links; only the token's SHA-256 is kept.
 * - `staff_recovery_code`: two-factor recovery codes, hashed, each used once.
 * - `audit_log`: who changed what (modules/audit).
 * - `staff_setting`: the owner's rules for staff sign-in (two-factor required), apart from the
 *   site settings the storefront reads.
 */
type Db = Kysely<unknown>;

const idColumn = (db: Db) =>
  db.getExecutor().adapter instanceof PostgresAdapter
    ? (['id', 'serial', (c: ColumnDefinitionBuilder) => c.primaryKey()] as const)
    : (['id', 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement()] as const);

export async function up(db: Db): Promise<void> {
  const [idName, idType, idBuild] = idColumn(db);
  await db.schema
    .alterTable('staff_user')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('staff'))
    .execute();
  // The accounts made before roles existed could do everything; a new row without a role cannot.
  await sql`update staff_user set role = 'owner'`.execute(db);
  await db.schema
    .alterTable('staff_user')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .execute();
  for (const column of ['totp_secret', 'totp_pending_secret'])
    await db.schema.alterTable('staff_user').addColumn(column, 'text').execute();
  await db.schema.alterTable('staff_user').addColumn('totp_last_step', 'integer').execute();

  await db.schema
    .createTable('staff_link')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_user.id').onDelete('cascade'))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('staff_link_staff_idx').on('staff_link').columns(['staff_id', 'kind']).execute();

  await db.schema
    .createTable('staff_recovery_code')
    .addColumn(idName, idType, idBuild)
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_user.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_recovery_code_idx')
    .on('staff_recovery_code')
    .columns(['staff_id', 'code_hash'])
    .unique()
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn(idName, idType, idBuild)
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'at']).execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'at']).execute();

  await db.schema
    .createTable('staff_setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('modified', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('staff_setting').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('staff_recovery_code').execute();
  await db.schema.dropTable('staff_link').execute();
  for (const column of ['totp_last_step', 'totp_pending_secret', 'totp_secret', 'status', 'role']) {
    await db.schema.alterTable('staff_user').dropColumn(column).execute();
  }
}
