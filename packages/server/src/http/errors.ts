/**
 * Expected HTTP failures. Services throw these; the app's error handler turns them into the
 * envelope of the API the request came through (Frappe's for /api/resource and /api/method,
 * Strapi's for the content service and everything else).
 */
export type ErrorKind =
  | 'ValidationError'
  | 'AuthenticationError'
  | 'PermissionError'
  | 'DoesNotExistError'
  | 'ConflictError'
  | 'RateLimitError'
  | 'PaymentProviderError'
  | 'ServiceUnavailableError';

const statusOf: Record<ErrorKind, number> = {
  ValidationError: 400,
  AuthenticationError: 401,
  PermissionError: 403,
  DoesNotExistError: 404,
  ConflictError: 409,
  RateLimitError: 429,
  PaymentProviderError: 502,
  ServiceUnavailableError: 503,
};

export class HttpError extends Error {
  readonly status: number;
  constructor(
    readonly kind: ErrorKind,
    message: string,
    status?: number,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = kind;
    this.status = status ?? statusOf[kind];
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new HttpError('ValidationError', message, 400, details);
export const notFound = (message: string) => new HttpError('DoesNotExistError', message);
export const unauthorized = (message = 'Not signed in') => new HttpError('AuthenticationError', message);
export const forbidden = (message = 'Not permitted') => new HttpError('PermissionError', message);
export const conflict = (message: string, details?: unknown) => new HttpError('ConflictError', message, 409, details);
export const tooManyRequests = (message: string) => new HttpError('RateLimitError', message);
export const serviceUnavailable = (message: string) => new HttpError('ServiceUnavailableError', message);

/** Frappe's error body: what frappe-js-sdk and ERPNext clients read. */
export function frappeErrorBody(kind: string, message: string) {
  return {
    exc_type: kind,
    exception: `frappe.exceptions.${kind}: ${message}`,
    message,
    _server_messages: JSON.stringify([JSON.stringify({ message, title: 'Message', indicator: 'red' })]),
  };
}

/** Strapi v4's error body. */
export function strapiErrorBody(status: number, kind: string, message: string, details?: unknown) {
  return { data: null, error: { status, name: kind, message, details: details ?? {} } };
}

export const isFrappePath = (url: string) => url.startsWith('/api/resource') || url.startsWith('/api/method');
