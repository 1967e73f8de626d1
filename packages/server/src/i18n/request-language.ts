import { type Language, languageFromHeader } from '@shop/domain/language';
import type { FastifyRequest } from 'fastify';

/** The language a request asks for (its Accept-Language; the web app sends the page's): what replies and SMS are written in. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  return languageFromHeader(request.headers['accept-language']);
}
