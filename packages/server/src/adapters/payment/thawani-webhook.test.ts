import { describe, expect, it } from 'vitest';
import { WEBHOOK_TOLERANCE_MS, signWebhook, verifyWebhook } from './thawani-webhook';

const secret = 'whsec_test_secret';
const body = JSON.stringify({ event_type: 'checkout.completed', data: { session_id: 'checkout_1' } });
const now = 1_800_000_000_000;
const ts = String(now / 1000);

describe('Thawani webhook signature', () => {
  it('accepts the HMAC-SHA256 of "{body}-{timestamp}" made with the secret', () => {
    const signature = signWebhook(secret, body, ts);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyWebhook({ secret, rawBody: body, signature, timestamp: ts, now })).toEqual({ ok: true });
  });

  it('refuses a changed body, another secret, a missing header and a malformed signature', () => {
    const signature = signWebhook(secret, body, ts);
    expect(verifyWebhook({ secret, rawBody: `${body} `, signature, timestamp: ts, now })).toEqual({
      ok: false,
      reason: 'bad signature',
    });
    expect(verifyWebhook({ secret: 'other', rawBody: body, signature, timestamp: ts, now }).ok).toBe(false);
    expect(verifyWebhook({ secret, rawBody: body, signature: undefined, timestamp: ts, now })).toEqual({
      ok: false,
      reason: 'missing signature or timestamp',
    });
    expect(verifyWebhook({ secret, rawBody: body, signature: 'zz', timestamp: ts, now }).ok).toBe(false);
  });

  it('refuses a timestamp outside five minutes either way, and a malformed one', () => {
    const late = String((now - WEBHOOK_TOLERANCE_MS - 1000) / 1000);
    const early = String((now + WEBHOOK_TOLERANCE_MS + 1000) / 1000);
    for (const timestamp of [late, early]) {
      const signature = signWebhook(secret, body, timestamp);
      expect(verifyWebhook({ secret, rawBody: body, signature, timestamp, now })).toEqual({
        ok: false,
        reason: 'stale timestamp',
      });
    }
    expect(verifyWebhook({ secret, rawBody: body, signature: 'ab', timestamp: 'yesterday', now })).toEqual({
      ok: false,
      reason: 'malformed timestamp',
    });
  });

  it('accepts a timestamp in milliseconds as well as seconds', () => {
    const timestamp = String(now);
    const signature = signWebhook(secret, body, timestamp);
    expect(verifyWebhook({ secret, rawBody: body, signature, timestamp, now })).toEqual({ ok: true });
  });
});
