import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SettingsService } from './settings.service';

const settingsReply = z.object({
  data: z.array(z.object({ id: z.number(), attributes: z.record(z.string(), z.unknown()) })),
  meta: z.object({ pagination: z.object({ page: z.number(), pageSize: z.number(), pageCount: z.number(), total: z.number() }) }),
});

/** GET /api/global-settings?populate=* — public; Strapi's collection envelope with one entry. */
export function registerSettingsRoutes(app: FastifyInstance, settings: SettingsService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/global-settings',
    {
      schema: {
        tags: ['content'],
        summary: 'Site settings (free shipping threshold, countries, pickup times, delivery info, outlets, contact)',
        querystring: z.object({ populate: z.string().max(200).optional() }).passthrough(),
        response: { 200: settingsReply },
      },
    },
    async () => ({
      data: [await settings.globalSettings()],
      meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } },
    }),
  );
}
