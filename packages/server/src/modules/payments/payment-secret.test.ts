import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newPaymentSecret, paymentSecretMatches } from './payment-secret';

describe('payment secrets (issue 13)', () => {
  it('are 256 random bits, base64url, kept only as their SHA-256', () => {
    const a = newPaymentSecret();
    const b = newPaymentSecret();
    expect(a.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.secret).not.toBe(b.secret);
    expect(a.hash).toBe(createHash('sha256').update(a.secret).digest('hex'));
  });

  it('match only the secret itself: not another, not an empty one, not on an order without a secret', () => {
    const { secret, hash } = newPaymentSecret();
    expect(paymentSecretMatches(hash, secret)).toBe(true);
    expect(paymentSecretMatches(hash, newPaymentSecret().secret)).toBe(false);
    expect(paymentSecretMatches(hash, '')).toBe(false);
    expect(paymentSecretMatches(hash, undefined)).toBe(false);
    expect(paymentSecretMatches(hash, hash)).toBe(false);
    expect(paymentSecretMatches(null, secret)).toBe(false);
    expect(paymentSecretMatches(undefined, undefined)).toBe(false);
    expect(paymentSecretMatches(createHash('sha256').update('').digest('hex'), '')).toBe(false);
    expect(paymentSecretMatches('not hex', secret)).toBe(false);
  });
});
