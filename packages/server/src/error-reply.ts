import { z } from 'zod';

/** Strapi's error body, for the content service's documented error replies. */
export const strapiErrorReply = z.object({
  data: z.null(),
  error: z.object({ status: z.number(), name: z.string(), message: z.string(), details: z.unknown() }),
});
