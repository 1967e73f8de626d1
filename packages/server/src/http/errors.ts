/** The error envelopes of the two APIs; http/error-handler.ts picks one per request. */

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

export const isFrappePath = (url: string) => /^\/api\/(?:v1\/)?(?:resource|method)|^\/api\/v2\/(?:document|doctype|method)/.test(url);
