/**
 * Expected failures. Services throw these with a kind saying what went wrong; the app's one
 * error handler (http/error-handler.ts) maps each kind to its HTTP status and writes it in
 * the envelope of the API the request came through.
 */
export type ErrorKind =
  | 'ValidationError'
  /** A bad list query (unknown field, operator, malformed JSON): Frappe's 417. */
  | 'QueryError'
  /** A query naming a field the doctype does not have: Frappe's 417 DataError (model/db_query.py). */
  | 'DataError'
  /** Well-formed input over one of the shop's limits (order size, quantities). */
  | 'LimitError'
  | 'AuthenticationError'
  | 'PermissionError'
  | 'DoesNotExistError'
  | 'ConflictError'
  | 'RateLimitError'
  | 'PaymentProviderError'
  | 'ServiceUnavailableError';

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = kind;
  }
}

export const badRequest = (message: string, details?: unknown) => new DomainError('ValidationError', message, details);
export const invalidQuery = (message: string) => new DomainError('QueryError', message);
export const unknownField = (message: string) => new DomainError('DataError', message);
export const notFound = (message: string) => new DomainError('DoesNotExistError', message);
export const unauthorized = (message = 'Not signed in', details?: unknown) => new DomainError('AuthenticationError', message, details);
export const forbidden = (message = 'Not permitted') => new DomainError('PermissionError', message);
export const conflict = (message: string, details?: unknown) => new DomainError('ConflictError', message, details);
export const tooManyRequests = (message: string, details?: unknown) => new DomainError('RateLimitError', message, details);
export const serviceUnavailable = (message: string) => new DomainError('ServiceUnavailableError', message);
