import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { PaymentProvider } from '../adapters/payment/payment-provider';
import { SANDBOX_PREFIX, createPaymentProvider, sandboxKeys } from '../adapters/payment/provider-factory';
import { sandboxRoutes } from '../adapters/payment/sandbox-routes';
import { applyClientLimitSettings } from '../config/client-limit-settings';
import type { Env } from '../config/env';
import { loggerOptions } from '../config/logger';
import { refuseStandInInProduction } from '../config/setting-rules';
import type { Db } from '../db/connection';
import type { JobScheduler } from '../jobs/periodic-jobs';
import { registerOgImageRoutes } from '../modules/og-images/og-images.routes';
import { createAppDeps } from '../app-deps';
import { adminRoutes } from './admin-api';
import { BODY_LIMITS } from '../config/body-limits';
import { decorateClientAddress, trustProxyOption } from './client-address';
import { SERVER_TIMEOUTS, type ServerTimeouts, timeoutOptions } from './server-timeouts';
import { contentRoutes } from './content-api';
import { handleError } from './error-handler';
import { type Lifecycle, registerHealthRoutes } from './health';
import { registerMediaRoutes } from './media-routes';
import { registerMetrics } from './metrics';
import { registerRequestLog, requestIdOf } from './request-log';
import { closeConnectionsWhileDraining } from './shutdown';
import { frappeErrorBody, isFrappePath, strapiErrorBody } from './errors';
import { type PageErrorHandler, frameworkErrorHandler, sendBadUrlPage } from './framework-errors';
import { registerInputGuard } from './input-guard';
import { recordRoutes } from './route-table';
import { resourceRoutes } from './resource-api';
import { searchRoutes } from '../modules/search/search.routes';
import { securityHeaderWriter, securityHeaders } from './security-headers';

export interface AppOptions {
  db: Db;
  env: Env;
  /** Tests may stand in a provider; otherwise Thawani or the built-in sandbox, by configuration. */
  paymentProvider?: PaymentProvider;
  /** Where log lines go (default stdout); tests read them here. */
  logStream?: { write(line: string): void };
  /** The answer to a page address that is not a valid URL (e.g. `/product/%`); default: a small HTML page, 400. */
  badUrlPage?: PageErrorHandler;
  /** How long a client may take to send a request; default SERVER_TIMEOUTS (tests shorten them). */
  timeouts?: ServerTimeouts;
  /** Next.js's development server renders the pages (its scripts need eval: security-headers.ts). */
  devPages?: boolean;
  /** Whether the process is stopping (shutdown.ts flips it); /readyz reads it. */
  lifecycle?: Lifecycle;
  /** Tests decide which ordinary requests are logged (request-log.ts). */
  logSampleDraw?: () => number;
  /** Tests may hand in the scheduler of the periodic jobs, to tick it themselves. */
  jobs?: JobScheduler;
}

export type App = FastifyInstance;

/** What a page address holding a NUL or half a surrogate pair is answered as: a bad address. */
const invalidAddressText = Object.assign(new Error('The address holds text that is not valid.'), {
  code: 'FST_ERR_BAD_URL',
  statusCode: 400,
}) as FastifyError;

/**
 * The Fastify app holding both services. It runs on its own (tests, `serve --api-only`) or in
 * front of Next.js (apps/web/server.ts), which adds its catch-all after this.
 */
export async function buildApp(options: AppOptions): Promise<App> {
  // The stand-ins never serve a real shop, whatever made these settings (the factories refuse too).
  if (options.env.PAYMENT_PROVIDER !== 'thawani' || options.paymentProvider?.name === 'sandbox')
    refuseStandInInProduction(options.env, 'PAYMENT_PROVIDER');
  if (options.env.SMS_PROVIDER !== 'gateway') refuseStandInInProduction(options.env, 'SMS_PROVIDER');
  applyClientLimitSettings(options.env);
  const headerSettings = { production: options.env.APP_ENV === 'production', devPages: options.devPages ?? false };
  const writeSecurityHeaders = securityHeaderWriter(headerSettings);
  const onFrameworkError = frameworkErrorHandler(options.badUrlPage);
  const app = Fastify({
    logger: loggerOptions(options.env, options.logStream),
    trustProxy: trustProxyOption(options.env.TRUST_PROXY),
    ...timeoutOptions(options.timeouts ?? SERVER_TIMEOUTS),
    bodyLimit: BODY_LIMITS.default,
    routerOptions: { maxParamLength: 500 },
    requestIdHeader: false,
    genReqId: requestIdOf,
    // request lines are written by registerRequestLog (sampled), not by Fastify
    logController: new LogController({ disableRequestLogging: true }),
    // no hook runs before these answers: they get the security headers and the request id here
    frameworkErrors: (error, request, reply) => {
      writeSecurityHeaders(request.raw, reply.raw);
      reply.raw.setHeader('x-request-id', request.id);
      onFrameworkError(error, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();
  recordRoutes(app);
  decorateClientAddress(app, options.env.APP_ENV);
  const lifecycle = options.lifecycle ?? { draining: false };
  registerRequestLog(app, {
    sampleRate: options.env.LOG_SAMPLE_RATE,
    slowMs: options.env.LOG_SLOW_MS,
    random: options.logSampleDraw,
  });
  closeConnectionsWhileDraining(app, lifecycle);
  registerMetrics(app, { token: options.env.METRICS_TOKEN, production: options.env.APP_ENV === 'production' });
  // first of the onRequest hooks, so answers cut short by a later one (the input guard, limits) carry them too
  await app.register(helmet, securityHeaders(headerSettings));
  const badUrlPage = options.badUrlPage ?? sendBadUrlPage;
  registerInputGuard(app, (request, reply) => badUrlPage(invalidAddressText, request, reply));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler(handleError);
  registerHealthRoutes(app, options.db, lifecycle);

  await app.register(cookie, { secret: options.env.SESSION_SECRET });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Shop services',
        description:
          'Resource service (Frappe-compatible subset under /api/resource and /api/method) and content service (Strapi-style envelopes under /api).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          frappeToken: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'token key:secret' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The document is built in every mode (api:types reads it); its pages are not served in production, where they would list every admin route.
  if (options.env.APP_ENV !== 'production') await app.register(swaggerUi, { routePrefix: '/api/docs' });

  if (options.env.PAYMENT_PROVIDER === 'sandbox') {
    const { secretKey, publishableKey } = sandboxKeys(options.env);
    await app.register(sandboxRoutes, { prefix: SANDBOX_PREFIX, db: options.db.kysely, secretKey, publishableKey });
  }
  const deps = createAppDeps({
    db: options.db,
    env: options.env,
    paymentProvider: options.paymentProvider ?? createPaymentProvider(options.env, app),
    log: app.log,
    jobs: options.jobs,
  });
  await registerMediaRoutes(app, options.env, deps.imageStorage);
  registerOgImageRoutes(app, deps.ogImages);
  await app.register(resourceRoutes, { prefix: '/api', deps });
  await app.register(contentRoutes, { prefix: '/api', deps });
  await app.register(searchRoutes, { prefix: '/api', deps });
  await app.register(adminRoutes, { prefix: '/api/admin', deps });

  app.setNotFoundHandler(sendApiNotFound);
  app.addHook('onReady', async () => deps.jobs.start());
  app.addHook('onClose', () => deps.jobs.stop());

  return app;
}

/** Unknown API paths get a JSON 404 in their API's envelope, never a page. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply): void {
  const message = `No route ${request.method} ${request.url.split('?')[0]}`;
  const refusal = { code: 'route.not_found', params: {} };
  void reply
    .status(404)
    .send(
      isFrappePath(request.url)
        ? frappeErrorBody('DoesNotExistError', message, refusal)
        : strapiErrorBody(404, 'NotFoundError', message, undefined, refusal),
    );
}
