import { HttpError } from '../../http/errors';

/**
 * Frappe answers a bad query (unknown field, operator, malformed JSON, bad order_by) with
 * ValidationError / DataError, HTTP 417. We keep its status so Frappe clients react alike.
 */
export const QUERY_ERROR_STATUS = 417;

export const invalidQuery = (message: string) => new HttpError('ValidationError', message, QUERY_ERROR_STATUS);
