import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { REVIEW_LIMITS, REVIEW_MESSAGES, reviewSubmissionSchema } from '@shop/domain/schemas/review';
import { readReviewImages } from '@shop/domain/schemas/review-images';
import type { ImageStorage } from '../../adapters/image-storage';
import type { Db } from '../../db/connection';
import { toTimestamp } from '../../db/time';
import { type DomainError, badRequest, conflict, forbidden, notFound } from '../../errors';
import { ShopperError, text } from '../../i18n/shopper-text';
import { getDoctype } from '../resource/doctypes';
import { runGet } from '../resource/list.queries';
import type { DoctypeView } from '../resource/query-types';
import type { Caller } from '../resource/resource-auth';
import { bumpCatalogVersion } from '../resource/resource-cache';
import { type AuditActor, recordAudit, resourceTokenActor } from '../audit/audit-log';
import { deleteReviewImages, storeReviewImages } from './review-image-files';
import { findPublishedItem, findReview, insertReview, setReviewDocstatus } from './reviews.repository';

export const REVIEW_DOCTYPE = 'Website Item Review';

/** SPEC §4 review lifecycle as docstatus: 0 pending verification, 1 published, 2 rejected. */
const REVIEW_STATUS = { pending: 0, published: 1, rejected: 2 } as const;

/** The team's decision (PUT): publish or reject; nothing else of a review is editable here. */
const reviewModerationSchema = z
  .object({
    docstatus: z.union([z.literal(REVIEW_STATUS.published), z.literal(REVIEW_STATUS.rejected)], {
      message: 'docstatus must be 1 (approve) or 2 (reject)',
    }),
  })
  .strict();

/** Allowed moves: pending → published | rejected; published → rejected (taken down). */
export const TRANSITIONS: Record<number, readonly number[]> = { 0: [1, 2], 1: [2], 2: [] };

/**
 * Moves a review from the status read to `to` with its audit entry, in one transaction: false
 * (nothing written) when it was changed meanwhile.
 */
export async function moveReview(
  db: Db,
  actor: AuditActor,
  name: string,
  from: number,
  to: number,
  at: string,
): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    if (!(await setReviewDocstatus(trx, name, from, to, at))) return false;
    await recordAudit(trx, actor, {
      action: to === REVIEW_STATUS.published ? 'review.publish' : 'review.reject',
      target: { type: 'website_item_review', id: name },
      before: { docstatus: from },
      after: { docstatus: to },
    });
    return true;
  });
}

export interface ReviewsDeps {
  db: Db;
  storage: ImageStorage;
  now?: () => Date;
}

/** A Frappe hash name (10 lowercase hex characters), as Website Item Review uses. */
const newReviewName = () => randomBytes(5).toString('hex');

const reviewDef = getDoctype(REVIEW_DOCTYPE);

const viewFor = (caller: Caller): DoctypeView => ({
  def: reviewDef,
  hidden: new Set(caller.authenticated ? [] : (reviewDef.anonymous?.hidden ?? [])),
  implicit: {},
  cacheable: false,
});

async function readReview(db: Db, name: string, caller: Caller): Promise<Record<string, unknown>> {
  const doc = await runGet(db, viewFor(caller), name);
  if (!doc) throw notFound(`${REVIEW_DOCTYPE} ${name} not found`);
  return doc;
}

/** The domain's refusal of the images (SPEC §5 wording, images named 'Image {n}') as the shopper's text; a malformed field stays as worded. */
function imagesRefused(error: string): DomainError {
  if (error === REVIEW_MESSAGES.tooManyImages) return new ShopperError('ValidationError', text('review.tooManyImages'));
  for (let n = 1; n <= REVIEW_LIMITS.images; n++) {
    const file = text('review.imageLabel', { n });
    if (error === REVIEW_MESSAGES.notImage(`Image ${n}`))
      return new ShopperError('ValidationError', text('review.notImage', { file }));
    if (error === REVIEW_MESSAGES.tooLarge(`Image ${n}`))
      return new ShopperError('ValidationError', text('review.tooLarge', { file }));
  }
  return badRequest(error);
}

/**
 * SPEC §3 payload → a pending review with its images re-encoded and stored as URLs, under the
 * item's own name. The client's submission slot is taken before the body is read
 * (review-attempts.ts, through the writer).
 */
export async function submitReview(
  { db, storage, now = () => new Date() }: ReviewsDeps,
  body: unknown,
  { caller }: { caller: Caller },
): Promise<Record<string, unknown>> {
  const at = now();
  const input = reviewSubmissionSchema.parse(body);
  const images = readReviewImages(input.images);
  if (!images.ok) throw imagesRefused(images.error);
  const item = await findPublishedItem(db.kysely, input.item);
  if (!item) throw badRequest(`item: Website Item ${input.item} not found`);
  const name = newReviewName();
  const stored = await storeReviewImages(storage, name, images.images);
  try {
    const stamp = toTimestamp(at);
    await insertReview(db.kysely, {
      name,
      item: input.item,
      // The item's own name, whatever the client sent as item_name.
      item_name: item.web_item_name || item.item_name,
      customer_name: input.customer_name,
      phone_number: String(input.phone_number),
      email: input.email ? input.email : null,
      rating: input.rating,
      review_title: input.review_title,
      comments: input.comments,
      images: stored.urls.length > 0 ? JSON.stringify(stored.urls) : null,
      docstatus: REVIEW_STATUS.pending,
      creation: stamp,
      modified: stamp,
    });
  } catch (error) {
    await deleteReviewImages(storage, stored.keys);
    throw error;
  }
  return readReview(db, name, caller);
}

/** The shop's team approves (1) or rejects (2); publishing refreshes cached listings and summaries. */
export async function moderateReview(
  { db, now = () => new Date() }: Pick<ReviewsDeps, 'db' | 'now'>,
  name: string,
  body: unknown,
  { caller, requestId }: { caller: Caller; requestId: string },
): Promise<Record<string, unknown>> {
  if (!caller.authenticated) throw forbidden(`Insufficient Permission for ${REVIEW_DOCTYPE}: a token is required`);
  const { docstatus } = reviewModerationSchema.parse(body);
  const review = await findReview(db.kysely, name);
  if (!review) throw notFound(`${REVIEW_DOCTYPE} ${name} not found`);
  if (review.docstatus !== docstatus) {
    if (!TRANSITIONS[review.docstatus]?.includes(docstatus)) {
      throw conflict(`Cannot change docstatus from ${review.docstatus} to ${docstatus}`);
    }
    const moved = await moveReview(
      db,
      resourceTokenActor(requestId),
      name,
      review.docstatus,
      docstatus,
      toTimestamp(now()),
    );
    if (!moved) throw conflict(`${REVIEW_DOCTYPE} ${name} was changed meanwhile; reload it`);
    bumpCatalogVersion();
  }
  return readReview(db, name, caller);
}
