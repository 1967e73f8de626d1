import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { reviewSummaries } from './review-summaries.queries';

const query = z.object({
  items: z
    .string()
    .max(20_000)
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(140)).max(100, 'At most 100 items at once')),
});

const reply = z.object({
  data: z.record(z.string(), z.object({ average: z.number(), count: z.number(), first_reviewer: z.string() })),
});

/** GET /api/review-summaries?items=A,B — public: average stars, count and newest author of published reviews. */
export function registerReviewSummaryRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/review-summaries',
    {
      schema: {
        tags: ['content'],
        summary: 'Rating summaries of published reviews for up to 100 products',
        querystring: query,
        response: { 200: reply },
      },
    },
    async (request) => ({ data: await reviewSummaries(db, request.query.items) }),
  );
}
