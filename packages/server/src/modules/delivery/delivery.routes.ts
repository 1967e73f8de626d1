import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DeliveryService } from './delivery.service';

const zone = z.object({
  zone_id: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  category: z.string(),
  category_price: z.number(),
  customer_price: z.number(),
});
const reply = z.object({
  data: z.array(
    z.object({
      province: z.string(),
      name_ar: z.string(),
      wilayas: z.array(z.object({ name_en: z.string(), name_ar: z.string(), zones: z.array(zone) })),
    }),
  ),
});

/** GET /api/delivery-zones — public; province → wilaya → zones for checkout, prices in rial. */
export function registerDeliveryRoutes(app: FastifyInstance, delivery: DeliveryService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/delivery-zones',
    {
      schema: {
        tags: ['content'],
        summary: 'Oman provinces, wilayas and delivery zones with prices',
        response: { 200: reply },
      },
    },
    async () => ({ data: await delivery.zones() }),
  );
}
