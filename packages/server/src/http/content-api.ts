import type { FastifyPluginAsync } from 'fastify';
import { registerDeliveryRoutes } from '../modules/delivery/delivery.routes';
import { registerDiscountRoutes } from '../modules/discounts/discounts.routes';
import { registerSettingsRoutes } from '../modules/settings/settings.routes';
import { createSettingsService } from '../modules/settings/settings.service';
import type { AppDeps } from './app';

/** The content service (Strapi-style envelopes): global-settings, discount-check, delivery zones. */
export const contentRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerSettingsRoutes(app, createSettingsService(deps.db.kysely));
  registerDiscountRoutes(app, deps.db.kysely);
  registerDeliveryRoutes(app, deps.db.kysely);
};
