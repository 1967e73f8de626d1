/**
 * How large a request body each route reads. Bodies are small unless a route says otherwise:
 * a body over its route's limit is refused with 413 before it is read (by its Content-Length)
 * or as soon as it passes the limit, so a huge body to a small form costs nothing.
 */
const KB = 1024;
const MB = 1024 * KB;

export const BODY_LIMITS = {
  /** Every route not named below: checkout and order bodies stay under 25 KB, OTP and discount checks under 1 KB. */
  default: 64 * KB,
  /** POST /api/method/frappe.client.*: filters may carry up to 5,000 values. */
  method: 1 * MB,
  /** /api/admin (staff only; the session is checked before the body is read): the home page blocks reach ~0.6 MB at their limits. */
  admin: 1 * MB,
  /** POST /api/resource/Website Item Review: five photos of 5 MB as base64 data URLs (~33.4 MB) and the text. */
  review: 40 * MB,
} as const;

const sizeText = (bytes: number) => (bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / KB)} KB`);

export const bodyTooLargeMessage = (limit: number) =>
  `The request body is too large: this address accepts at most ${sizeText(limit)}.`;
