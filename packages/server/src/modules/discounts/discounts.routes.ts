import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { strapiErrorReply } from '../../error-reply';
import type { Database } from '../../db/schema';
import { requestLanguage } from '../../i18n/request-language';
import { render } from '../../i18n/shopper-text';
import { checkDiscountCode } from './discounts.service';

/** Item codes and quantities only: a price or any other key is refused. */
const discountCheckBody = z
  .object({
    discount_code: z.string().trim().min(1, 'discount_code is required').max(40),
    items: z
      .array(
        z.object({ item_code: z.string().trim().min(1).max(140), quantity: z.number().int().min(1).max(999) }).strict(),
      )
      .min(1, 'items must not be empty')
      .max(100),
  })
  .strict();

const reply = z.object({
  data: z.object({
    status: z.boolean(),
    reason: z.string(),
    amount: z.number(),
    type: z.enum(['percentage', 'fixed', 'shipping']).nullable(),
    code: z.string(),
  }),
});

/** Strapi's error body: 400 for a malformed body, 429 once an IP has too many refused checks. */
const errorReply = strapiErrorReply;

export function registerDiscountRoutes(app: FastifyInstance, db: Kysely<Database>, warehouse: string): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/discount-check',
    {
      schema: {
        tags: ['content'],
        summary: 'Check a discount code against the cart (item codes and quantities; prices come from the database)',
        body: discountCheckBody,
        response: { 200: reply, 400: errorReply, 429: errorReply },
      },
    },
    async (request) => {
      const check = await checkDiscountCode(db, warehouse, {
        code: request.body.discount_code,
        items: request.body.items,
        client: request.client,
      });
      return { data: { ...check, reason: render(requestLanguage(request), check.reason) } };
    },
  );
}
