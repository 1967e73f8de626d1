import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The answer to any path under the prefix that is not one of the files. */
const MISSING_FILE_BODY = 'Not Found';

/**
 * Serves a folder of build output that never changes while the process runs (content-hashed
 * names): the files are listed once at registration, each gets its own route, and any other
 * path under `prefix` is a small fixed 404 that touches neither the disk nor anything after
 * this route, so unknown paths cost nothing and leave nothing behind. Each file is sent as its
 * `.br` or `.gz` copy written beside it when the client accepts that encoding (Vary:
 * Accept-Encoding), with a year's immutable caching, an ETag and 304s.
 */
export async function registerImmutableFiles(
  app: FastifyInstance,
  { root, prefix }: { root: string; prefix: string },
): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix,
    decorateReply: false,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    maxAge: '365d',
    immutable: true,
  });
  app.get(`${prefix}*`, { schema: { hide: true } }, async (_request, reply) =>
    reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(MISSING_FILE_BODY),
  );
}
