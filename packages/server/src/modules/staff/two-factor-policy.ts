import { twoFactorPolicySchema } from '@shop/domain/schemas/staff';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import { type AuditActor, recordAudit } from '../audit/audit-log';

/**
 * The owner's rule "every staff member signs in with two-factor". While it holds, a member
 * without two-factor reaches only the routes that set it up (domain/staff-access.ts
 * reachableBeforeTwoFactor); the admin guard refuses the rest.
 */
const KEY = 'require_two_factor';

export async function twoFactorRequired(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('staff_setting').select('value').where('key', '=', KEY).executeTakeFirst();
  return row?.value === 'true';
}

export async function setTwoFactorRequired(
  db: Kysely<Database>,
  actor: AuditActor,
  body: unknown,
  now: Date,
): Promise<boolean> {
  const { required } = twoFactorPolicySchema.parse(body);
  await db.transaction().execute(async (trx) => {
    const before = await twoFactorRequired(trx);
    if (before === required) return;
    await trx
      .insertInto('staff_setting')
      .values({ key: KEY, value: String(required), modified: toTimestamp(now) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(required), modified: toTimestamp(now) }))
      .execute();
    await recordAudit(
      trx,
      actor,
      {
        action: 'settings.staff-two-factor',
        target: { type: 'settings', id: KEY },
        before: { required: before },
        after: { required },
      },
      now,
    );
  });
  return required;
}
