import { languageFromHeader } from '@shop/domain/language';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SettingsService } from './settings.service';
import { shopperSettings } from './shopper-settings';

const settingsReply = z.object({
  data: z.array(z.object({ id: z.number(), attributes: z.record(z.string(), z.unknown()) })),
  meta: z.object({
    pagination: z.object({ page: z.number(), pageSize: z.number(), pageCount: z.number(), total: z.number() }),
  }),
});

/**
 * GET /api/global-settings?populate=* — public; Strapi's collection envelope with one entry, its
 * texts in the request's language (Accept-Language; Arabic where written, English otherwise,
 * the `_ar` siblings folded in: delivery_info, pickup_times labels, …; outlets and countries keep
 * their English `name` and gain a `label` to show, shopper-settings.ts).
 */
export function registerSettingsRoutes(app: FastifyInstance, settings: SettingsService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/global-settings',
    {
      schema: {
        tags: ['content'],
        summary:
          'Site settings (free shipping threshold, countries, pickup times, delivery info, outlets, contact) in the Accept-Language language',
        querystring: z.object({ populate: z.string().max(200).optional() }).passthrough(),
        response: { 200: settingsReply },
      },
    },
    async (request, reply) => {
      const language = languageFromHeader(request.headers['accept-language']);
      const { id, attributes } = await settings.globalSettings();
      void reply.header('content-language', language).header('vary', 'Accept-Language');
      return {
        data: [{ id, attributes: shopperSettings(attributes, language) }],
        meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } },
      };
    },
  );
}
