import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyPayment } from './order-api';

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const strapiError = (status: number, message: string) => ({ data: null, error: { status, name: 'Error', message, details: {} } });

/** SPEC §2 'Payment verify': what the page is told about a reference it could not check. */
describe('verifyPayment', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the cuid and returns the check', async () => {
    const check = { payment_status: 'unpaid', order_id: 'SAL-ORD-2025-00001', session_url: 'https://pay.example/s/1', total_amount: 12.5 };
    const fetch = answer(200, { data: check });
    vi.stubGlobal('fetch', fetch);
    expect(await verifyPayment('ref-1')).toEqual({ ok: true, data: check });
    expect(fetch).toHaveBeenCalledWith('/api/thawani-verify', expect.objectContaining({ method: 'POST', body: '{"cuid":"ref-1"}' }));
  });

  it('a reference the server refuses (400, schema text and all) or does not know (404) is not found, with no message to show', async () => {
    vi.stubGlobal('fetch', answer(400, strapiError(400, 'body/cuid Too big: expected string to have <=100 characters')));
    expect(await verifyPayment('x'.repeat(150))).toEqual({ ok: false, kind: 'not-found' });
    vi.stubGlobal('fetch', answer(404, strapiError(404, 'This payment session was not found.')));
    expect(await verifyPayment('nope')).toEqual({ ok: false, kind: 'not-found' });
  });

  it('no answer, a 5xx or a rate limit is unavailable, with the message, so the page offers to try again', async () => {
    vi.stubGlobal('fetch', answer(502, strapiError(502, 'Card payment is not available right now. Please try again in a moment.')));
    expect(await verifyPayment('ref-1')).toEqual({ ok: false, kind: 'unavailable', message: 'Card payment is not available right now. Please try again in a moment.' });
    vi.stubGlobal('fetch', answer(500, strapiError(500, 'Something went wrong.')));
    expect(await verifyPayment('ref-1')).toEqual({ ok: false, kind: 'unavailable', message: 'Something went wrong.' });
    vi.stubGlobal('fetch', answer(429, strapiError(429, 'Too many requests.')));
    expect(await verifyPayment('ref-1')).toEqual({ ok: false, kind: 'unavailable', message: 'Too many requests.' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await verifyPayment('ref-1')).toEqual({ ok: false, kind: 'unavailable', message: 'Request Failed.' });
  });
});
