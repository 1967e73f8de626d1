import { resolve } from 'node:path';
import next from 'next';
import { connectCacheBus } from '@shop/server/cache/cache-bus';
import { loadEnv } from '@shop/server/config/env';
import { openDb } from '@shop/server/db/connection';
import { PendingMigrationsError, prepareSchemaAtStart } from '@shop/server/db/migrate';
import { buildApp } from '@shop/server/http/app';
import { drainOnSignal } from '@shop/server/http/shutdown';
import { registerInProcessApi } from '../lib/services/in-process';
import { createPageCache } from './page-cache';
import { pageHandler } from './page-handler';
import { serveStaticAssets } from './static-assets';

interface StartOptions {
  dev: boolean;
  apiOnly: boolean;
  webDir: string;
}

export async function startServer({ dev, apiOnly, webDir }: StartOptions): Promise<void> {
  const env = loadEnv();
  // The pages (sitemap, robots, product links) read the address from here: the one derived in env.ts.
  process.env.PUBLIC_BASE_URL = env.PUBLIC_BASE_URL;
  const db = openDb(env.DATABASE_URL, {
    poolSize: env.DATABASE_POOL_SIZE,
    waitSeconds: env.DATABASE_WAIT_SECONDS,
    checkpointWorker: true,
  });
  try {
    await prepareSchemaAtStart(db.kysely, env.MIGRATE_ON_START);
  } catch (error) {
    if (!(error instanceof PendingMigrationsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const lifecycle = { draining: false };
  const app = await buildApp({ db, env, devPages: dev, lifecycle });
  app.addHook('onClose', async () => db.close());
  const onCacheError = (error: unknown) => app.log.warn({ err: error }, 'Redis (page cache, cache bus)');
  const bus = env.REDIS_URL ? await connectCacheBus(env.REDIS_URL, { onError: onCacheError }) : undefined;
  if (bus) app.addHook('onClose', async () => bus.close());
  registerInProcessApi({
    app,
    resourceToken: `${env.RESOURCE_API_KEY}:${env.RESOURCE_API_SECRET}`,
    contentToken: env.CONTENT_API_TOKEN,
  });

  if (!apiOnly) {
    const nextApp = next({ dev, dir: webDir, httpServer: app.server, port: env.PORT, hostname: 'localhost' });
    const handle = nextApp.getRequestHandler();
    await nextApp.prepare();
    app.addHook('onClose', async () => nextApp.close());

    const outage = db.health && { health: db.health, waitMs: env.DATABASE_WAIT_SECONDS * 1000 };
    // without Redis the process keeps its pages itself; not under `npm run dev`, where a page must show the code just saved
    const pageCache = env.PAGE_CACHE && (bus || !dev) ? createPageCache({ bus, onError: onCacheError }) : undefined;
    const toNext = pageHandler(handle, pageCache, outage);
    await app.register(async (scope) => {
      // Next reads request bodies itself (server actions, forms): Fastify must not touch them.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      // Build output: the brotli or gzip copy written after `next build` (scripts/precompress-static.ts),
      // instead of Next gzipping the same file again on every request; unknown paths a fixed 404.
      if (!dev) await serveStaticAssets(scope, resolve(webDir, '.next/static'));
      scope.all('/', { schema: { hide: true } }, toNext);
      scope.all('/*', { schema: { hide: true } }, toNext);
    });
  }

  drainOnSignal(app, { lifecycle, drainSeconds: env.DRAIN_SECONDS });

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    `The shop is at ${env.PUBLIC_BASE_URL} (APP_ENV=${env.APP_ENV}, payments: ${env.PAYMENT_PROVIDER}, SMS: ${env.SMS_PROVIDER})`,
  );
}
