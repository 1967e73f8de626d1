import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { bodyTooLargeMessage } from '../config/body-limits';
import { DatabaseUnavailableError } from '../db/reconnecting-pool';
import { isConnectionError } from '../db/retry';
import { DomainError, type ErrorKind } from '../errors';
import { ShopperError, render, text } from '../i18n/shopper-text';
import { type ReplyRefusal, frappeErrorBody, isFrappePath, strapiErrorBody } from './errors';
import type { Language } from '@shop/domain/language';
import { requestLanguage } from '../i18n/request-language';
import { rateLimitRefusals } from '../observability/metrics';

/** The status and the error name each kind of domain error is answered with. */
const answers: Record<ErrorKind, { status: number; name: string }> = {
  ValidationError: { status: 400, name: 'ValidationError' },
  // Frappe answers a bad query with HTTP 417: kept so Frappe clients react alike.
  QueryError: { status: 417, name: 'ValidationError' },
  DataError: { status: 417, name: 'DataError' },
  MandatoryError: { status: 417, name: 'MandatoryError' },
  LimitError: { status: 422, name: 'ValidationError' },
  AuthenticationError: { status: 401, name: 'AuthenticationError' },
  PermissionError: { status: 403, name: 'PermissionError' },
  DoesNotExistError: { status: 404, name: 'DoesNotExistError' },
  ConflictError: { status: 409, name: 'ConflictError' },
  RateLimitError: { status: 429, name: 'RateLimitError' },
  PaymentProviderError: { status: 502, name: 'PaymentProviderError' },
  ServiceUnavailableError: { status: 503, name: 'ServiceUnavailableError' },
};

export const statusOf = (error: DomainError): number => answers[error.kind].status;

/** When a client should ask again after the database was away longer than this node waits (a 503). */
const DATABASE_RETRY_AFTER_SECONDS = 5;

interface InvalidField {
  field: string;
  message: string;
}

/**
 * What was refused and where, alike for zod parses inside services and Fastify's schema validation:
 * the field as a dotted path (`items.0.qty`, '' for the whole input) and the schema's own words.
 */
function invalidFields(error: FastifyError | ZodError): InvalidField[] {
  if (error instanceof ZodError) return error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  return (error.validation ?? []).map((v) => ({
    field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: v.message ?? error.message,
  }));
}

/** One line a reader can follow: each field named before the schema's words, as the form kit shows them. */
function validationRefusal(error: FastifyError | ZodError): { message: string; refusal: ReplyRefusal } {
  const fields = invalidFields(error);
  const message = fields.map((f) => (f.field ? `${f.field}: ${f.message}` : f.message)).join('; ') || error.message;
  return { message, refusal: { code: 'request.invalid', params: { field: fields[0]?.field ?? '' } } };
}

/** The app's one error handler: every failure answered in its API's envelope, with its status; a shopper's text in the request's language. */
export function handleError(
  error: FastifyError | ZodError | DomainError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  let status: number;
  let kind: string;
  let message: string;
  let details: unknown;
  let refusal: ReplyRefusal;
  // the language `message` is written in: a shopper's text in the request's, everything else (staff, API) in English
  let language: Language = 'en';
  if (error instanceof DomainError) {
    ({ status, name: kind } = answers[error.kind]);
    ({ message, details } = error);
    refusal = { code: error.code, params: error.params };
    if (error.kind === 'RateLimitError') rateLimitRefusals.inc({ route: request.routeOptions.url ?? 'unmatched' });
    if (error instanceof ShopperError) {
      language = requestLanguage(request);
      message = render(language, error.text);
    }
  } else if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    status = 413;
    kind = 'PayloadTooLargeError';
    message = bodyTooLargeMessage(request.routeOptions.bodyLimit);
    refusal = { code: 'request.too_large', params: { limit: request.routeOptions.bodyLimit ?? null } };
  } else if (error instanceof ZodError || (error as FastifyError).validation) {
    status = 400;
    kind = 'ValidationError';
    ({ message, refusal } = validationRefusal(error as FastifyError | ZodError));
  } else if ((error as FastifyError).statusCode && (error as FastifyError).statusCode! < 500) {
    status = (error as FastifyError).statusCode!;
    kind = status === 404 ? 'DoesNotExistError' : 'ValidationError';
    message = error.message;
    refusal = { code: status === 404 ? 'not_found' : 'request.invalid', params: {} };
  } else if (error instanceof DatabaseUnavailableError || isConnectionError(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    status = 503;
    kind = 'ServiceUnavailableError';
    language = requestLanguage(request);
    message = render(language, text('server.databaseAway'));
    details = { code: 'database_unavailable' };
    refusal = { code: 'database.unavailable', params: { retry_after_seconds: DATABASE_RETRY_AFTER_SECONDS } };
    void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  } else {
    request.log.error({ err: error }, 'unhandled error');
    status = 500;
    kind = 'InternalServerError';
    language = requestLanguage(request);
    message = render(language, text('server.failed'));
    refusal = { code: 'server.failed', params: {} };
  }
  void reply
    .status(status)
    .header('content-language', language)
    .send(
      isFrappePath(request.url)
        ? frappeErrorBody(kind, message, refusal)
        : strapiErrorBody(status, kind, message, details, refusal),
    );
}
