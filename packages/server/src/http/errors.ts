/** The error envelopes of the two APIs; http/error-handler.ts picks one per request. Both carry the refusal's code and parameters. */
import type { ErrorParams } from '../errors';

export interface ReplyRefusal {
  code: string;
  params: ErrorParams;
}

/** Frappe's error body: what frappe-js-sdk and ERPNext clients read, plus the shop's code. */
export function frappeErrorBody(kind: string, message: string, refusal: ReplyRefusal) {
  return {
    exc_type: kind,
    exception: `frappe.exceptions.${kind}: ${message}`,
    message,
    code: refusal.code,
    params: refusal.params,
    _server_messages: JSON.stringify([JSON.stringify({ message, title: 'Message', indicator: 'red' })]),
  };
}

/**
 * The names Strapi v4 gives these failures (@strapi/utils errors); a kind Strapi has no class
 * for (a conflict, the payment provider or database away) keeps the shop's name.
 */
const STRAPI_NAMES: Readonly<Record<string, string>> = {
  AuthenticationError: 'UnauthorizedError',
  PermissionError: 'ForbiddenError',
  DoesNotExistError: 'NotFoundError',
};

/** Strapi v4's error body, plus the shop's code and parameters. */
export function strapiErrorBody(
  status: number,
  kind: string,
  message: string,
  details: unknown,
  refusal: ReplyRefusal,
) {
  const name = STRAPI_NAMES[kind] ?? kind;
  return {
    data: null,
    error: { status, name, code: refusal.code, message, params: refusal.params, details: details ?? {} },
  };
}

export const isFrappePath = (url: string) =>
  /^\/api\/(?:v1\/)?(?:resource|method)|^\/api\/v2\/(?:document|doctype|method)/.test(url);
