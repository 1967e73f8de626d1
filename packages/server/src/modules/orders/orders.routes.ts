import { placeOrderBodySchema } from '@shop/domain/schemas/checkout';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { strapiErrorReply } from '../../http/error-reply';
import { type OrdersDeps, placeOrder } from './orders.service';

const placedReply = z.object({
  data: z.object({
    order: z.object({ name: z.string(), payment_method: z.string(), grand_total: z.number() }),
    payment: z.object({ session_url: z.string(), client_reference_id: z.string() }).nullable(),
  }),
});

export function registerOrderRoutes(app: FastifyInstance, deps: OrdersDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/orders',
    {
      schema: {
        tags: ['content'],
        summary: 'Place an order from item codes and quantities (prices, totals and stock come from the database)',
        description:
          'Idempotent on idempotency_key: repeating a request answers with the first order (200) instead of placing another (201). ' +
          'Card orders answer with the payment page to send the shopper to. Any price or total in the body is ignored.',
        body: placeOrderBodySchema,
        response: { 200: placedReply, 201: placedReply, 400: strapiErrorReply, 409: strapiErrorReply, 502: strapiErrorReply },
      },
    },
    async (request, reply) => {
      const { created, ...data } = await placeOrder(deps, request.body);
      return reply.status(created ? 201 : 200).send({ data });
    },
  );
}
