/**
 * Expected failures. Services throw these with a kind saying what went wrong and a stable code
 * naming the refusal (`order.prices_changed`, `limit.max_open_cod_per_phone`); the app's one
 * error handler (http/error-handler.ts) maps each kind to its HTTP status and writes the code,
 * its parameters and the message in the envelope of the API the request came through.
 */
export type ErrorKind =
  | 'ValidationError'
  /** A bad list query (unknown field, operator, malformed JSON): Frappe's 417. */
  | 'QueryError'
  /** A query naming a field the doctype does not have: Frappe's 417 DataError (model/db_query.py). */
  | 'DataError'
  /** A document inserted without a field its doctype requires: Frappe's 417 MandatoryError (model/document.py). */
  | 'MandatoryError'
  /** Well-formed input over one of the shop's limits (order size, quantities). */
  | 'LimitError'
  | 'AuthenticationError'
  | 'PermissionError'
  | 'DoesNotExistError'
  | 'ConflictError'
  | 'RateLimitError'
  | 'PaymentProviderError'
  | 'ServiceUnavailableError';

/** What fills a refusal's message: plain values a client can put in its own words. */
export type ErrorParams = Readonly<Record<string, string | number | boolean | null>>;

/** The code of a refusal that names none of its own: one per kind. */
const KIND_CODES: Record<ErrorKind, string> = {
  ValidationError: 'request.invalid',
  QueryError: 'query.invalid',
  DataError: 'query.unknown_field',
  MandatoryError: 'document.mandatory_missing',
  LimitError: 'limit.exceeded',
  AuthenticationError: 'auth.required',
  PermissionError: 'auth.forbidden',
  DoesNotExistError: 'not_found',
  ConflictError: 'conflict',
  RateLimitError: 'rate.limited',
  PaymentProviderError: 'payment.provider_failed',
  ServiceUnavailableError: 'service.unavailable',
};

export interface Refusal {
  /** Stable, dotted, snake_case: what a client branches on and chooses its words by. */
  code?: string;
  params?: ErrorParams;
}

export class DomainError extends Error {
  readonly code: string;
  readonly params: ErrorParams;
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details?: unknown,
    refusal: Refusal = {},
  ) {
    super(message);
    this.name = kind;
    this.code = refusal.code ?? KIND_CODES[kind];
    this.params = refusal.params ?? {};
  }
}

export const badRequest = (message: string, details?: unknown, refusal?: Refusal) =>
  new DomainError('ValidationError', message, details, refusal);
export const invalidQuery = (message: string) => new DomainError('QueryError', message);
export const unknownField = (message: string) => new DomainError('DataError', message);
export const mandatoryMissing = (message: string, missing: readonly string[]) =>
  new DomainError('MandatoryError', message, { missing }, { params: { missing: missing.join(', ') } });
export const notFound = (message: string, refusal?: Refusal) =>
  new DomainError('DoesNotExistError', message, undefined, refusal);
export const unauthorized = (message = 'Not signed in', details?: unknown, refusal?: Refusal) =>
  new DomainError('AuthenticationError', message, details, refusal);
export const forbidden = (message = 'Not permitted', refusal?: Refusal) =>
  new DomainError('PermissionError', message, undefined, refusal);
export const conflict = (message: string, details?: unknown, refusal?: Refusal) =>
  new DomainError('ConflictError', message, details, refusal);
export const tooManyRequests = (message: string, details?: unknown, refusal?: Refusal) =>
  new DomainError('RateLimitError', message, details, refusal);
export const serviceUnavailable = (message: string, refusal?: Refusal) =>
  new DomainError('ServiceUnavailableError', message, undefined, refusal);
