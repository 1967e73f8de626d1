import { resolve } from 'node:path';
import next from 'next';
import { loadEnv } from '@shop/server/config/env';
import { openDb } from '@shop/server/db/connection';
import { migrateToLatest } from '@shop/server/db/migrate';
import { buildApp } from '@shop/server/http/app';
import { registerInProcessApi } from '../lib/services/in-process';
import { pageHandler } from './page-handler';
import { STATIC_PREFIX, staticAssetServer } from './static-assets';

interface StartOptions {
  dev: boolean;
  apiOnly: boolean;
  webDir: string;
}

export async function startServer({ dev, apiOnly, webDir }: StartOptions): Promise<void> {
  const env = loadEnv();
  const db = openDb(env.DATABASE_URL, { poolSize: env.DATABASE_POOL_SIZE, checkpointWorker: true });
  await migrateToLatest(db.kysely);
  const app = await buildApp({ db, env, devPages: dev });
  app.addHook('onClose', async () => db.close());
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

    const toNext = pageHandler(handle);
    await app.register(async (scope) => {
      // Next reads request bodies itself (server actions, forms): Fastify must not touch them.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      // Build output: the brotli or gzip copy written after `next build` (scripts/precompress-static.ts),
      // instead of Next gzipping the same file again on every request.
      const findStatic = dev ? null : staticAssetServer(resolve(webDir, '.next/static'));
      scope.get(`${STATIC_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
        const asset = await findStatic?.(request.url, request.headers['accept-encoding']);
        if (!asset) return toNext(request, reply);
        void reply
          .header('content-type', asset.contentType)
          .header('content-encoding', asset.encoding)
          .header('vary', 'Accept-Encoding')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('etag', asset.etag);
        if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
        return reply.send(asset.body);
      });
      scope.all('/', { schema: { hide: true } }, toNext);
      scope.all('/*', { schema: { hide: true } }, toNext);
    });
  }

  const shutdown = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: env.PORT, host: env.HOST });
}
