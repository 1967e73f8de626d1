import type { FastifyPluginAsync } from 'fastify';
import { registerDeliveryRoutes } from '../modules/delivery/delivery.routes';
import { createDeliveryService } from '../modules/delivery/delivery.service';
import { registerDiscountRoutes } from '../modules/discounts/discounts.routes';
import { registerReviewSummaryRoutes } from '../modules/reviews/review-summaries.routes';
import { registerSettingsRoutes } from '../modules/settings/settings.routes';
import { createSettingsService } from '../modules/settings/settings.service';
import type { AppDeps } from './app';

/** The content service (Strapi-style envelopes): global-settings, discount-check, delivery zones, review summaries. */
export const contentRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerSettingsRoutes(app, createSettingsService(deps.db.kysely));
  registerDiscountRoutes(app, deps.db.kysely, deps.env.STORE_WAREHOUSE);
  registerDeliveryRoutes(app, createDeliveryService(deps.db.kysely));
  registerReviewSummaryRoutes(app, deps.db.kysely);
};
