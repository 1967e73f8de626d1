import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../errors';
import { OG_URL_PREFIX, type OgImageStore } from './og-images.service';

/** Renditions are named by their source: a changed picture gets a new key (see seed/art/keys.ts). */
const CACHE_CONTROL = 'public, max-age=604800, immutable';

/**
 * GET (and HEAD) /media/og/<key>.jpg — the JPEG rendition of /media/<key>; /media/og/placeholder.jpg.
 * Registered beside @fastify/static's /media/* (http/app.ts): the router prefers the longer
 * static prefix, so these addresses never reach the static files. A bad path is a 400, a missing
 * or undecodable source a 404, both in the content service's envelope.
 */
export function registerOgImageRoutes(app: FastifyInstance, store: OgImageStore): void {
  app.get(`${OG_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    // The raw address, not the decoded wildcard: an encoded slash must stay visible.
    const [path = ''] = request.url.split('?');
    if (!path.startsWith(OG_URL_PREFIX)) throw notFound('No such image.');
    const result = await store.jpegFor(path.slice(OG_URL_PREFIX.length));
    if (!result.ok) {
      if (result.error === 'invalid-path') throw badRequest('Not a valid media path.');
      throw notFound('No such image.');
    }
    return reply.header('content-type', 'image/jpeg').header('cache-control', CACHE_CONTROL).send(result.jpeg);
  });
}
