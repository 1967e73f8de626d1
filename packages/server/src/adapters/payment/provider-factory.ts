import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';
import { refuseStandInInProduction } from '../../config/setting-rules';
import type { PaymentProvider } from './payment-provider';
import { type FetchLike, thawaniClient } from './thawani-client';

export const SANDBOX_PREFIX = '/sandbox/thawani';

/** Sandbox keys derive from the session secret: stable per installation, never configured by hand. */
export function sandboxKeys(env: Pick<Env, 'SESSION_SECRET'>) {
  const derive = (label: string) => createHmac('sha256', env.SESSION_SECRET).update(label).digest('hex').slice(0, 32);
  return {
    secretKey: `sandbox_sk_${derive('secret')}`,
    publishableKey: `sandbox_pk_${derive('publishable')}`,
    webhookSecret: `sandbox_wh_${derive('webhook')}`,
  };
}

/** A fetch that answers from the app itself (no network hop), for the in-process sandbox. */
function injectFetch(app: FastifyInstance): FetchLike {
  return async (url, init) => {
    const response = await app.inject({
      method: init.method as 'GET' | 'POST',
      url,
      headers: init.headers,
      payload: init.body,
    });
    return { status: response.statusCode, text: async () => response.body };
  };
}

/** Thawani, or (never in production) the sandbox answering in-process from the app's own routes. */
export function createPaymentProvider(env: Env, app: FastifyInstance): PaymentProvider {
  if (env.PAYMENT_PROVIDER === 'thawani') {
    return thawaniClient({
      baseUrl: env.THAWANI_BASE_URL,
      secretKey: env.THAWANI_SECRET_KEY!,
      publishableKey: env.THAWANI_PUBLISHABLE_KEY!,
    });
  }
  refuseStandInInProduction(env, 'PAYMENT_PROVIDER');
  const keys = sandboxKeys(env);
  return thawaniClient({
    name: 'sandbox',
    baseUrl: SANDBOX_PREFIX,
    hostedBaseUrl: `${env.PUBLIC_BASE_URL}${SANDBOX_PREFIX}`,
    fetch: injectFetch(app),
    secretKey: keys.secretKey,
    publishableKey: keys.publishableKey,
  });
}

/** The secret webhooks are signed with: Thawani's, or the sandbox's derived one. */
export function webhookSecretOf(env: Env): string {
  if (env.PAYMENT_PROVIDER === 'thawani') return env.THAWANI_WEBHOOK_SECRET!;
  refuseStandInInProduction(env, 'PAYMENT_PROVIDER');
  return sandboxKeys(env).webhookSecret;
}
