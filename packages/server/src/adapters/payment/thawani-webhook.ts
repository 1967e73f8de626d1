import { createHmac, timingSafeEqual } from 'node:crypto';

/** A webhook older or newer than this is refused (replay protection). */
export const WEBHOOK_TOLERANCE_MS = 5 * 60 * 1000;

/**
 * Thawani signs a webhook with HMAC-SHA256 over `{raw body}-{timestamp}` using the webhook
 * secret, sent as hex in `thawani-signature` with the time in `thawani-timestamp`.
 */
export function signWebhook(secret: string, rawBody: string, timestamp: string): string {
  return createHmac('sha256', secret).update(`${rawBody}-${timestamp}`).digest('hex');
}

export type WebhookCheck = { ok: true } | { ok: false; reason: string };

/** Timestamps may be seconds or milliseconds since the epoch. */
function timestampMs(timestamp: string): number | null {
  if (!/^\d{9,14}$/.test(timestamp)) return null;
  const n = Number(timestamp);
  return n < 1e11 ? n * 1000 : n;
}

export function verifyWebhook(input: {
  secret: string;
  rawBody: string;
  signature: string | undefined;
  timestamp: string | undefined;
  now?: number;
}): WebhookCheck {
  const { secret, rawBody, signature, timestamp } = input;
  if (!signature || !timestamp) return { ok: false, reason: 'missing signature or timestamp' };
  const at = timestampMs(timestamp);
  if (at === null) return { ok: false, reason: 'malformed timestamp' };
  if (Math.abs((input.now ?? Date.now()) - at) > WEBHOOK_TOLERANCE_MS) return { ok: false, reason: 'stale timestamp' };
  const expected = Buffer.from(signWebhook(secret, rawBody, timestamp), 'hex');
  const given = /^[0-9a-f]+$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad signature' };
  return { ok: true };
}
