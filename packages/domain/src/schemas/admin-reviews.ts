import { z } from 'zod';

/** Back-office review queue inputs. docstatus: 0 pending, 1 published, 2 rejected. */
const REVIEW_QUEUE_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ReviewQueueStatus = (typeof REVIEW_QUEUE_STATUSES)[number];
export const REVIEW_DOCSTATUS: Record<ReviewQueueStatus, 0 | 1 | 2> = { pending: 0, published: 1, rejected: 2 };

export const reviewQueueQuerySchema = z
  .object({
    status: z.enum(REVIEW_QUEUE_STATUSES).default('pending'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

/**
 * Approve (1) or reject (2) one or many reviews. Unpublishing a published review is a move to
 * 2 (rejected): it leaves the product page at once and stays on record, as the public
 * moderation rules allow (pending → 1 | 2, published → 2).
 */
export const reviewDecisionSchema = z
  .object({
    names: z.array(z.string().trim().min(1).max(140)).min(1, 'names: choose at least one review').max(100),
    docstatus: z.union([z.literal(1), z.literal(2)], {
      message: 'docstatus must be 1 (approve) or 2 (reject / unpublish)',
    }),
  })
  .strict();

export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;
