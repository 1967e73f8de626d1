import { discountCodeState } from '@shop/domain/discount-code-state';
import { toRial } from '@shop/domain/money';
import type { AdminDiscountCode } from '@shop/domain/schemas/admin-replies';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import type { DiscountCode } from '../../db/schema';
import { fromTimestamp, toTimestamp } from '../../db/time';
import { conflict, notFound } from '../../errors';
import { type AuditActor, auditAmount, auditChanges, auditText, recordAudit } from '../audit/audit-log';
import { isUniqueViolation } from '../orders/orders.repository';
import { validityOf } from './discount-rules';
import type { DiscountCodeInput, discountCodeCreate } from '@shop/domain/schemas/admin-discounts';

type CodeStatus = AdminDiscountCode['status'];

/** The same state the checkout's discount check reads (one rule: @shop/domain/discount-code-state). */
function codeStatus(row: DiscountCode, now: Date): CodeStatus {
  return discountCodeState(validityOf(row), now);
}

const iso = (stamp: string | null) => (stamp ? fromTimestamp(stamp).toISOString() : null);
const stamp = (instant: string | null) => (instant ? toTimestamp(new Date(instant)) : null);

function toAdminCode(row: DiscountCode, now: Date): AdminDiscountCode {
  return {
    code: row.code,
    type: row.type as AdminDiscountCode['type'],
    value: row.type === 'fixed' ? toRial(row.value) : row.value,
    valid_from: iso(row.valid_from),
    valid_to: iso(row.valid_to),
    usage_limit: row.usage_limit,
    used_count: row.used_count,
    active: Boolean(row.active),
    description: row.description,
    status: codeStatus(row, now),
    modified: iso(row.modified)!,
  };
}

/** Every code (the table stays small), newest first; `q` narrows to codes containing the text. */
export async function listDiscountCodes(db: Db, q: string | undefined, now = new Date()): Promise<AdminDiscountCode[]> {
  let query = db.kysely.selectFrom('discount_code').selectAll().orderBy('creation', 'desc').orderBy('code').limit(1000);
  if (q) query = query.where('code', 'like', `%${q.toUpperCase().replace(/[^A-Z0-9_-]/g, '')}%`);
  return (await query.execute()).map((row) => toAdminCode(row, now));
}

export async function getDiscountCode(db: Db, code: string, now = new Date()): Promise<AdminDiscountCode> {
  const row = await db.kysely.selectFrom('discount_code').selectAll().where('code', '=', code).executeTakeFirst();
  if (!row) throw notFound(`No discount code ${code}`);
  return toAdminCode(row, now);
}

function columnsOf(input: DiscountCodeInput) {
  return {
    type: input.type,
    value: input.value,
    valid_from: stamp(input.valid_from),
    valid_to: stamp(input.valid_to),
    usage_limit: input.usage_limit,
    active: input.active ? 1 : 0,
    description: input.description,
  };
}

/** A code's definition as the audit log shows it (a fixed amount in OMR). */
function auditedTerms<T extends { type: string; value: number; description: string | null }>(row: T) {
  return {
    ...row,
    value: row.type === 'fixed' ? auditAmount(row.value) : row.value,
    description: row.description && auditText(row.description),
  };
}

/** A new code (already upper-case); 409 if it exists. */
export async function createDiscountCode(
  db: Db,
  input: z.infer<typeof discountCodeCreate>,
  actor: AuditActor,
  now = new Date(),
): Promise<AdminDiscountCode> {
  const at = toTimestamp(now);
  const exists = await db.kysely
    .selectFrom('discount_code')
    .select('code')
    .where('code', '=', input.code)
    .executeTakeFirst();
  if (exists) throw conflict(`The code ${input.code} already exists.`);
  try {
    await db.kysely.transaction().execute(async (trx) => {
      await trx
        .insertInto('discount_code')
        .values({ code: input.code, ...columnsOf(input), used_count: 0, creation: at, modified: at })
        .execute();
      await recordAudit(
        trx,
        actor,
        {
          action: 'discount.create',
          target: { type: 'discount_code', id: input.code },
          after: auditedTerms(columnsOf(input)),
        },
        now,
      );
    });
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (isUniqueViolation(error) || code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
      throw conflict(`The code ${input.code} already exists.`);
    throw error;
  }
  return getDiscountCode(db, input.code, now);
}

const TERMS = ['type', 'value', 'valid_from', 'valid_to', 'usage_limit', 'active', 'description'] as const;

/** Replaces a code's definition; its usage count is kept. */
export async function replaceDiscountCode(
  db: Db,
  code: string,
  input: DiscountCodeInput,
  actor: AuditActor,
  now = new Date(),
): Promise<AdminDiscountCode> {
  await db.kysely.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('discount_code').select(TERMS).where('code', '=', code).executeTakeFirst();
    if (!before) throw notFound(`No discount code ${code}`);
    const after = columnsOf(input);
    await trx
      .updateTable('discount_code')
      .set({ ...after, modified: toTimestamp(now) })
      .where('code', '=', code)
      .execute();
    const changes = auditChanges(auditedTerms(before), auditedTerms(after), TERMS);
    if (changes)
      await recordAudit(
        trx,
        actor,
        { action: 'discount.change', target: { type: 'discount_code', id: code }, ...changes },
        now,
      );
  });
  return getDiscountCode(db, code, now);
}

/** Ends a code now: inactive, and valid_to brought forward to now (kept if already earlier). */
export async function expireDiscountCode(
  db: Db,
  code: string,
  actor: AuditActor,
  now = new Date(),
): Promise<AdminDiscountCode> {
  await db.kysely.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('discount_code')
      .select(['valid_to', 'active'])
      .where('code', '=', code)
      .executeTakeFirst();
    if (!current) throw notFound(`No discount code ${code}`);
    const at = toTimestamp(now);
    const validTo = current.valid_to && current.valid_to < at ? current.valid_to : at;
    await trx
      .updateTable('discount_code')
      .set({ active: 0, valid_to: validTo, modified: at })
      .where('code', '=', code)
      .execute();
    await recordAudit(
      trx,
      actor,
      {
        action: 'discount.expire',
        target: { type: 'discount_code', id: code },
        before: { active: Boolean(current.active), valid_to: current.valid_to },
        after: { active: false, valid_to: validTo },
      },
      now,
    );
  });
  return getDiscountCode(db, code, now);
}
