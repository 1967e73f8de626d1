import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../errors';

/**
 * Text no database column may hold: PostgreSQL's text refuses the NUL character, and a lone
 * UTF-16 surrogate (half of a pair, e.g. JSON's "\ud800") is not valid UTF-8. Either reached
 * the database as a 500; this guard refuses it at the edge, once for every route, with a 400
 * naming the field, before any handler runs (so nothing is written).
 */
export type TextProblem = 'nul' | 'surrogate';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function textProblem(text: string): TextProblem | null {
  if (text.includes('\u0000')) return 'nul';
  if (loneSurrogate.test(text)) return 'surrogate';
  return null;
}

/** JSON carried inside a string (a form's `data`, a query's `filters`) is read by the routes too. */
function embeddedJson(text: string): unknown {
  if (!text.includes('\\u') || !/^\s*[[{"]/.test(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The first string (object keys included) in `value` with a problem, and where it is. */
export function findInvalidText(value: unknown, where: string): { where: string; problem: TextProblem } | null {
  const pending: [unknown, string][] = [[value, where]];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) return { where: path, problem };
      const inner = embeddedJson(item);
      if (inner !== undefined) pending.push([inner, path]);
    } else if (Array.isArray(item)) {
      item.forEach((entry, i) => pending.push([entry, `${path}.${i}`]));
    } else if (item !== null && typeof item === 'object') {
      for (const [key, entry] of Object.entries(item)) {
        const problem = textProblem(key);
        if (problem) return { where: path, problem };
        pending.push([entry, `${path}.${key}`]);
      }
    }
  }
  return null;
}

const invalidTextMessage = (where: string, problem: TextProblem) =>
  problem === 'nul'
    ? `${where}: text must not contain the NUL character (\\u0000).`
    : `${where}: text must be valid Unicode (it holds half of a UTF-16 surrogate pair).`;

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Checks every request: the URL parameters and the query string when it arrives (onRequest,
 * before any route's own hooks: limits, sign-in checks), the parsed body in preValidation (before
 * the route's schema and handler). Under /api a 400 in the API's envelope; any other path
 * (pages, media, the sandbox) gets `page`, the bad-address page.
 */
export function registerInputGuard(
  app: FastifyInstance,
  page: (request: FastifyRequest, reply: FastifyReply) => void,
): void {
  const refuse = (request: FastifyRequest, reply: FastifyReply, found: { where: string; problem: TextProblem }) => {
    if (isApiPath(request.url)) throw badRequest(invalidTextMessage(found.where, found.problem));
    page(request, reply);
    return reply;
  };
  app.addHook('onRequest', async (request, reply) => {
    const found = findInvalidText(request.params, 'params') ?? findInvalidText(request.query, 'query');
    if (found) return refuse(request, reply, found);
  });
  app.addHook('preValidation', async (request, reply) => {
    const found = findInvalidText(request.body, 'body');
    if (found) return refuse(request, reply, found);
  });
}
