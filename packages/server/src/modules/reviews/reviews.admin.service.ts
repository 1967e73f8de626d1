import {
  REVIEW_DOCSTATUS,
  type ReviewDecision,
  reviewDecisionSchema,
  reviewQueueQuerySchema,
} from '@shop/domain/schemas/admin-reviews';
import type { AdminReview, ReviewDecisionResult } from '@shop/domain/schemas/admin-replies';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import { bumpCatalogVersion } from '../resource/resource-cache';
import type { Db } from '../../db/connection';
import type { AuditActor } from '../audit/audit-log';
import { TRANSITIONS, moveReview } from './reviews.service';

function imagesOf(json: string | null): string[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((u): u is string => typeof u === 'string') : [];
  } catch {
    return [];
  }
}

/** The review queue: one status at a time, newest first, with images and the product's route. */
export async function listReviewsForStaff(db: Kysely<Database>, query: unknown) {
  const { status, page, pageSize } = reviewQueueQuerySchema.parse(query);
  const docstatus = REVIEW_DOCSTATUS[status];
  const [rows, total] = await Promise.all([
    db
      .selectFrom('website_item_review as r')
      .leftJoin('website_item as w', 'w.name', 'r.item')
      .select([
        'r.name',
        'r.item',
        'r.item_name',
        'w.route',
        'r.customer_name',
        'r.phone_number',
        'r.email',
        'r.rating',
        'r.review_title',
        'r.comments',
        'r.images',
        'r.docstatus',
        'r.creation',
        'r.modified',
      ])
      .where('r.docstatus', '=', docstatus)
      .orderBy('r.creation', 'desc')
      .orderBy('r.name', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('website_item_review')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('docstatus', '=', docstatus)
      .executeTakeFirstOrThrow(),
  ]);
  const data: AdminReview[] = rows.map((r) => ({
    name: r.name,
    item: r.item,
    itemName: r.item_name,
    route: r.route ?? null,
    customerName: r.customer_name,
    phoneNumber: r.phone_number,
    email: r.email,
    stars: Math.round(r.rating * 5),
    title: r.review_title,
    comments: r.comments,
    images: imagesOf(r.images),
    docstatus: r.docstatus,
    creation: r.creation,
    modified: r.modified,
  }));
  return { data, meta: { status, page, pageSize, total: Number(total.n) } };
}

/**
 * Approves or rejects (or unpublishes: published → rejected) each named review, following the
 * public moderation rules; each move is conditional on the status read, so two moderators
 * cannot both move one review, and each move has its audit entry. Product rating summaries are
 * refreshed at once.
 */
export async function decideReviews(
  db: Db,
  body: unknown,
  actor: AuditActor,
  now = new Date(),
): Promise<ReviewDecisionResult> {
  const { names, docstatus }: ReviewDecision = reviewDecisionSchema.parse(body);
  const unique = [...new Set(names)];
  const current = await db.kysely
    .selectFrom('website_item_review')
    .select(['name', 'docstatus'])
    .where('name', 'in', unique)
    .execute();
  const statusOf = new Map(current.map((r) => [r.name, r.docstatus]));
  const result: ReviewDecisionResult = { changed: [], refused: [] };
  const at = toTimestamp(now);
  for (const name of unique) {
    const from = statusOf.get(name);
    if (from === undefined) {
      result.refused.push({ name, reason: 'not found' });
    } else if (from === docstatus) {
      result.refused.push({ name, reason: docstatus === 1 ? 'already published' : 'already rejected' });
    } else if (!TRANSITIONS[from]?.includes(docstatus)) {
      result.refused.push({ name, reason: `cannot move from ${from} to ${docstatus}` });
    } else if (await moveReview(db, actor, name, from, docstatus, at)) {
      result.changed.push(name);
    } else {
      result.refused.push({ name, reason: 'changed meanwhile; reload' });
    }
  }
  if (result.changed.length > 0) bumpCatalogVersion();
  return result;
}
