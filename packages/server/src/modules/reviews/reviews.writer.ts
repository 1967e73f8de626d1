import type { ImageStorage } from '../../adapters/image-storage';
import type { Db } from '../../db/connection';
import { BODY_LIMITS } from '../../config/body-limits';
import type { DoctypeWriter } from '../resource/resource-writes.routes';
import { admitReview } from './review-attempts';
import { REVIEW_DOCTYPE, moderateReview, submitReview } from './reviews.service';

/** Website Item Review through the resource service: POST submits (anonymous, limited per client before the body is read), PUT moderates (token). */
export function reviewWriters(deps: { db: Db; storage: ImageStorage }): Record<string, DoctypeWriter> {
  return {
    [REVIEW_DOCTYPE]: {
      admitCreate: (context) => admitReview(deps.db.kysely, context.client, new Date()),
      create: (body, context) => submitReview(deps, body, context),
      createBodyLimit: BODY_LIMITS.review,
      update: (name, body, context) => moderateReview(deps, name, body, context),
      notDeletable: {
        code: 'review.not_deletable',
        message: 'Website Item Review cannot be deleted: reject it instead (docstatus 2), which keeps it on record',
      },
    },
  };
}
