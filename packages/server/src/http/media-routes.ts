import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type ImageStorage, MEDIA_URL_PREFIX, isValidImageKey } from '../adapters/image-storage';
import type { Env } from '../config/env';
import { badRequest, notFound } from '../errors';

/** Keys are never reused for other bytes (seed/art/keys.ts versions them; review photos get random names). */
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
const CACHE_CONTROL = `public, max-age=${MAX_AGE_SECONDS}, immutable`;

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch || !etag) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

async function headOf(storage: ImageStorage, key: string) {
  const info = await storage.stat(key);
  return info && { ...info, body: null };
}

/**
 * GET (and HEAD) /media/<key> from the storage itself, so every node serves what any node
 * stored. Only a valid key (image-storage.ts) is looked up: anything else is a 400, a key with
 * nothing stored a 404, both in the content service's envelope.
 */
function registerStorageMedia(app: FastifyInstance, storage: ImageStorage): void {
  // HEAD declared, not derived from GET: a derived HEAD route would send Content-Length: 0.
  app.route({
    method: ['GET', 'HEAD'],
    url: `${MEDIA_URL_PREFIX}*`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const [path = ''] = request.url.split('?');
      const key = path.slice(MEDIA_URL_PREFIX.length);
      if (!path.startsWith(MEDIA_URL_PREFIX) || !isValidImageKey(key)) throw badRequest('Not a valid media path.');
      const image = request.method === 'HEAD' ? await headOf(storage, key) : await storage.get(key);
      if (!image) throw notFound('No such image.');
      void reply
        .header('content-type', image.contentType)
        .header('cache-control', CACHE_CONTROL)
        .header('last-modified', image.lastModified.toUTCString());
      if (image.etag) void reply.header('etag', image.etag);
      if (matches(request.headers['if-none-match'], image.etag)) {
        image.body?.destroy();
        return reply.code(304).send();
      }
      void reply.header('content-length', image.size);
      return reply.send(image.body ?? undefined);
    },
  });
}

/**
 * `/media/*`: with MEDIA_STORAGE=folder the MEDIA_DIR files (one node), with s3 the bucket. The
 * `/media/og/*` renditions (og-images.routes.ts) win over either: the router takes the longer
 * static prefix whatever the order of registration.
 */
export async function registerMediaRoutes(app: FastifyInstance, env: Env, storage: ImageStorage): Promise<void> {
  if (env.MEDIA_STORAGE === 's3') return registerStorageMedia(app, storage);
  mkdirSync(env.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: env.mediaDir,
    prefix: MEDIA_URL_PREFIX,
    decorateReply: false,
    maxAge: MAX_AGE_SECONDS * 1000,
    immutable: true,
  });
}
