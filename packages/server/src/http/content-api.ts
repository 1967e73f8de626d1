import type { FastifyPluginAsync } from 'fastify';
import { webhookSecretOf } from '../adapters/payment/provider-factory';
import { registerAccountRoutes } from '../modules/customers/account.routes';
import { scheduleUnconfirmedCodRelease } from '../modules/orders/cod-confirmation';
import { scheduleOrderMessages } from '../modules/order-messages/order-message-sender';
import { mailerFromEnv } from '../adapters/mail/mailer';
import { registerOrderPageRoutes } from '../modules/order-pages/order-pages.routes';
import { registerOrderRoutes } from '../modules/orders/orders.routes';
import { registerPaymentRoutes } from '../modules/payments/payments.routes';
import { scheduleStaleOrderRelease } from '../modules/payments/payments.service';
import { registerDeliveryRoutes } from '../modules/delivery/delivery.routes';
import { registerDiscountRoutes } from '../modules/discounts/discounts.routes';
import { registerReviewSummaryRoutes } from '../modules/reviews/review-summaries.routes';
import { registerSettingsRoutes } from '../modules/settings/settings.routes';
import type { AppDeps } from '../app-deps';

/** The content service (Strapi-style envelopes): global-settings, discount-check, orders, card payments, delivery zones, review summaries. */
export const contentRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const { settings, payments, delivery } = deps;
  registerSettingsRoutes(app, settings);
  registerOrderRoutes(app, {
    db: deps.db.kysely,
    autonomous: deps.db.autonomous,
    settings,
    payments,
    delivery,
    warehouse: deps.env.STORE_WAREHOUSE,
  });
  registerPaymentRoutes(app, payments, webhookSecretOf(deps.env));
  registerOrderPageRoutes(app, { db: deps.db.kysely, secret: deps.env.SESSION_SECRET, settings, payments });
  scheduleStaleOrderRelease(deps.jobs, payments, deps.env.PAYMENT_HOLD_MINUTES);
  scheduleUnconfirmedCodRelease(deps.jobs, deps.db.kysely, settings);
  scheduleOrderMessages(deps.jobs, {
    db: deps.db.kysely,
    sms: deps.sms,
    mailer: mailerFromEnv(deps.env),
    publicBaseUrl: deps.env.PUBLIC_BASE_URL,
    secret: deps.env.SESSION_SECRET,
  });
  registerDiscountRoutes(app, deps.db.kysely, deps.env.STORE_WAREHOUSE);
  registerDeliveryRoutes(app, delivery);
  registerReviewSummaryRoutes(app, deps.db.kysely);
  registerAccountRoutes(app, { db: deps.db.kysely, env: deps.env, settings, sms: deps.sms });
};
