import { z } from 'zod';

/** Strapi's error body, for the content service's documented error replies. */
export const strapiErrorReply = z.object({
  data: z.null(),
  error: z.object({
    status: z.number(),
    name: z.string(),
    /** Stable, dotted snake_case: what a client branches on and words by (`order.prices_changed`). */
    code: z.string(),
    message: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    details: z.unknown(),
  }),
});
