import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { badUrlPageHtml } from './bad-url-page';
import { frappeErrorBody, isFrappePath, strapiErrorBody } from './errors';

/** Answers a request no route could be looked up for, outside /api (pages, media, the sandbox). */
export type PageErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;

export const BAD_URL_API_MESSAGE =
  'The address is not valid: it holds a malformed percent-escape (a % not followed by two hex digits, or bytes that are not UTF-8).';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** The default page for a bad address: 400 with a small self-contained HTML page. */
export const sendBadUrlPage: PageErrorHandler = (_error, _request, reply) => {
  void reply.status(400).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(badUrlPageHtml);
};

/**
 * Fastify's `frameworkErrors`: failures before any route runs, chiefly FST_ERR_BAD_URL (a path
 * that does not percent-decode). Under /api the API's own envelope (Frappe's under /api/resource
 * and /api/method, Strapi's elsewhere); any other path gets `page` (by default the HTML page).
 */
export function frameworkErrorHandler(page: PageErrorHandler = sendBadUrlPage) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const badUrl = error.code === 'FST_ERR_BAD_URL';
    const url = request.raw.url ?? request.url;
    if (!isApiPath(url)) {
      if (badUrl) return page(error, request, reply);
      request.log.error({ err: error }, 'framework error');
      void reply.status(500).type('text/plain; charset=utf-8').send('Something went wrong.');
      return;
    }
    const status = badUrl ? 400 : 500;
    const [kind, message, code] = badUrl
      ? ['ValidationError', BAD_URL_API_MESSAGE, 'request.bad_url']
      : ['InternalServerError', 'Something went wrong.', 'server.failed'];
    if (!badUrl) request.log.error({ err: error }, 'framework error');
    const refusal = { code, params: {} };
    void reply
      .status(status)
      .send(
        isFrappePath(url)
          ? frappeErrorBody(kind, message, refusal)
          : strapiErrorBody(status, kind, message, undefined, refusal),
      );
  };
}
