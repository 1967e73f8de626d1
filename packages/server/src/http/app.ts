import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { mkdirSync } from 'node:fs';
import { ZodError } from 'zod';
import type { PaymentProvider } from '../adapters/payment/payment-provider';
import { SANDBOX_PREFIX, createPaymentProvider, sandboxKeys } from '../adapters/payment/provider-factory';
import { sandboxRoutes } from '../adapters/payment/sandbox-routes';
import type { Env } from '../config/env';
import { loggerOptions } from '../config/logger';
import { refuseStandInInProduction } from '../config/setting-rules';
import type { Db } from '../db/connection';
import { registerOgImageRoutes } from '../modules/og-images/og-images.routes';
import { createOgImageStore } from '../modules/og-images/og-images.service';
import { adminRoutes } from './admin-api';
import { BODY_LIMITS, bodyTooLargeMessage } from './body-limits';
import { decorateClientAddress, trustProxyOption } from './client-address';
import { SERVER_TIMEOUTS, type ServerTimeouts, timeoutOptions } from './server-timeouts';
import { contentRoutes } from './content-api';
import { HttpError, frappeErrorBody, isFrappePath, strapiErrorBody } from './errors';
import { type PageErrorHandler, frameworkErrorHandler, sendBadUrlPage } from './framework-errors';
import { registerInputGuard } from './input-guard';
import { recordRoutes } from './route-table';
import { resourceRoutes } from './resource-api';
import { securityHeaderWriter, securityHeaders } from './security-headers';

export interface AppDeps {
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
}

export type App = FastifyInstance;

/** Thrown by zod parses inside services and by Fastify's schema validation alike. */
function validationMessage(error: FastifyError | ZodError): string {
  if (error instanceof ZodError) {
    return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
  }
  return error.message;
}

/** What a page address holding a NUL or half a surrogate pair is answered as: a bad address. */
const invalidAddressText = Object.assign(new Error('The address holds text that is not valid.'), { code: 'FST_ERR_BAD_URL', statusCode: 400 }) as FastifyError;

/**
 * The Fastify app holding both services. It runs on its own (tests, `serve --api-only`) or in
 * front of Next.js (apps/web/server.ts), which adds its catch-all after this.
 */
export async function buildApp(deps: AppDeps): Promise<App> {
  // The stand-ins never serve a real shop, whatever made these settings (the factories refuse too).
  if (deps.env.PAYMENT_PROVIDER !== 'thawani' || deps.paymentProvider?.name === 'sandbox') refuseStandInInProduction(deps.env, 'PAYMENT_PROVIDER');
  if (deps.env.SMS_PROVIDER !== 'gateway') refuseStandInInProduction(deps.env, 'SMS_PROVIDER');
  const headerSettings = { production: deps.env.APP_ENV === 'production', devPages: deps.devPages ?? false };
  const writeSecurityHeaders = securityHeaderWriter(headerSettings);
  const onFrameworkError = frameworkErrorHandler(deps.badUrlPage);
  const app = Fastify({
    logger: loggerOptions(deps.env, deps.logStream),
    trustProxy: trustProxyOption(deps.env.TRUST_PROXY),
    ...timeoutOptions(deps.timeouts ?? SERVER_TIMEOUTS),
    bodyLimit: BODY_LIMITS.default,
    routerOptions: { maxParamLength: 500 },
    // no hook runs before these answers: they get the security headers here
    frameworkErrors: (error, request, reply) => {
      writeSecurityHeaders(request.raw, reply.raw);
      onFrameworkError(error, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();
  recordRoutes(app);
  decorateClientAddress(app, deps.env.APP_ENV);
  // first of the onRequest hooks, so answers cut short by a later one (the input guard, limits) carry them too
  await app.register(helmet, securityHeaders(headerSettings));
  const badUrlPage = deps.badUrlPage ?? sendBadUrlPage;
  registerInputGuard(app, (request, reply) => badUrlPage(invalidAddressText, request, reply));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((error: FastifyError | ZodError | HttpError, request, reply) => {
    let status: number;
    let kind: string;
    let message: string;
    let details: unknown;
    if (error instanceof HttpError) {
      ({ status, kind, message, details } = error);
    } else if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      status = 413;
      kind = 'PayloadTooLargeError';
      message = bodyTooLargeMessage(request.routeOptions.bodyLimit);
    } else if (error instanceof ZodError || (error as FastifyError).validation) {
      status = 400;
      kind = 'ValidationError';
      message = validationMessage(error as FastifyError | ZodError);
    } else if ((error as FastifyError).statusCode && (error as FastifyError).statusCode! < 500) {
      status = (error as FastifyError).statusCode!;
      kind = status === 404 ? 'DoesNotExistError' : 'ValidationError';
      message = error.message;
    } else {
      request.log.error({ err: error }, 'unhandled error');
      status = 500;
      kind = 'InternalServerError';
      message = 'Something went wrong.';
    }
    void reply
      .status(status)
      .send(isFrappePath(request.url) ? frappeErrorBody(kind, message) : strapiErrorBody(status, kind, message, details));
  });

  await app.register(cookie, { secret: deps.env.SESSION_SECRET });
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
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  mkdirSync(deps.env.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: deps.env.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
    immutable: true,
  });
  // /media/og/* (JPEG renditions for link previews) wins over the static /media/* above: the
  // router takes the longer static prefix whatever the order of registration.
  registerOgImageRoutes(app, createOgImageStore(deps.env.mediaDir));

  if (deps.env.PAYMENT_PROVIDER === 'sandbox') {
    const { secretKey, publishableKey } = sandboxKeys(deps.env);
    await app.register(sandboxRoutes, { prefix: SANDBOX_PREFIX, db: deps.db.kysely, secretKey, publishableKey });
  }
  const paymentProvider = deps.paymentProvider ?? createPaymentProvider(deps.env, app);
  await app.register(resourceRoutes, { prefix: '/api', deps });
  await app.register(contentRoutes, { prefix: '/api', deps, paymentProvider });
  await app.register(adminRoutes, { prefix: '/api/admin', deps: { ...deps, paymentProvider } });

  app.setNotFoundHandler(sendApiNotFound);

  return app;
}

/** Unknown API paths get a JSON 404 in their API's envelope, never a page. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply): void {
  const message = `No route ${request.method} ${request.url.split('?')[0]}`;
  void reply
    .status(404)
    .send(
      isFrappePath(request.url)
        ? frappeErrorBody('DoesNotExistError', message)
        : strapiErrorBody(404, 'NotFoundError', message),
    );
}
