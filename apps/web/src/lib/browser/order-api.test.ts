import { afterEach, describe, expect, it, vi } from 'vitest';
import { changedQuote, isPlacementInDoubt, isReusedOrderKey, placeOrder, quoteCart, verifyPayment } from './order-api';
import { failureOf } from '../api/client';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
/** What the one call sent: its same-origin path, method and body. */
async function sent(fetch: ReturnType<typeof answer>) {
  const request = (fetch.mock.calls as unknown as [Request][])[0]![0];
  return { path: new URL(request.url).pathname, method: request.method, body: await request.text() };
}
const strapiError = (status: number, message: string) => ({
  data: null,
  error: { status, name: 'Error', message, details: {} },
});

/** SPEC §2 'Payment verify': what the page is told about a reference it could not check. */
describe('verifyPayment', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the cuid and returns the check', async () => {
    const check = {
      payment_status: 'unpaid',
      order_id: 'SAL-ORD-2025-00001',
      session_url: 'https://pay.example/s/1',
      total_amount: 12.5,
      refund_due: false,
    };
    const fetch = answer(200, { data: check });
    vi.stubGlobal('fetch', fetch);
    expect(await verifyPayment('ref-1')).toEqual({ ok: true, data: check });
    expect(await sent(fetch)).toEqual({ path: '/api/thawani-verify', method: 'POST', body: '{"cuid":"ref-1"}' });
  });

  it('a reference the server refuses (400, schema text and all) or does not know (404) is not found, with no message to show', async () => {
    vi.stubGlobal('fetch', answer(400, strapiError(400, 'cuid: Too big: expected string to have <=100 characters')));
    expect(await verifyPayment('x'.repeat(150))).toEqual({ ok: false, kind: 'not-found' });
    vi.stubGlobal('fetch', answer(404, strapiError(404, 'This payment session was not found.')));
    expect(await verifyPayment('nope')).toEqual({ ok: false, kind: 'not-found' });
  });

  it('no answer, a 5xx or a rate limit is unavailable, with the message, so the page offers to try again', async () => {
    vi.stubGlobal(
      'fetch',
      answer(502, strapiError(502, 'Card payment is not available right now. Please try again in a moment.')),
    );
    expect(await verifyPayment('ref-1')).toEqual({
      ok: false,
      kind: 'unavailable',
      code: 'server.failed',
      message: 'Card payment is not available right now. Please try again in a moment.',
      language: 'en',
    });
    vi.stubGlobal('fetch', answer(500, strapiError(500, 'Something went wrong.')));
    expect(await verifyPayment('ref-1')).toEqual({
      ok: false,
      kind: 'unavailable',
      code: 'server.failed',
      message: 'Something went wrong.',
      language: 'en',
    });
    vi.stubGlobal('fetch', answer(429, strapiError(429, 'Too many requests.')));
    expect(await verifyPayment('ref-1')).toEqual({
      ok: false,
      kind: 'unavailable',
      code: 'limit.exceeded',
      message: 'Too many requests.',
      language: 'en',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await verifyPayment('ref-1')).toEqual({
      ok: false,
      kind: 'unavailable',
      code: 'network.unreachable',
      message: 'Request Failed.',
      language: 'en',
    });
  });
});

describe('placeOrder', () => {
  afterEach(() => vi.unstubAllGlobals());
  const input = {
    idempotency_key: 'key-0000001',
    items: [{ item_code: 'SKU-1', quantity: 1, shown_price: 12.5 }],
    form: {} as never,
    expected_total: 15.125,
  };

  it('tells a key that already placed a different order (code order.key_reused) from other conflicts', async () => {
    const message = 'This idempotency_key was already used for a different order. Use a new key to place a new order.';
    const error = {
      status: 409,
      name: 'ConflictError',
      code: 'order.key_reused',
      message,
      params: {},
      details: { idempotency_key: 'reused' },
    };
    vi.stubGlobal('fetch', answer(409, { data: null, error }));
    const result = await placeOrder(input);
    expect(result).toEqual({
      ok: false,
      status: 409,
      code: 'order.key_reused',
      message,
      params: {},
      details: { idempotency_key: 'reused' },
      language: 'en',
    });
    expect(isReusedOrderKey(result)).toBe(true);
    vi.stubGlobal(
      'fetch',
      answer(409, {
        data: null,
        error: {
          status: 409,
          name: 'ConflictError',
          code: 'order.only_left',
          message: 'Only 2 left of Night Moisturizer.',
          params: {},
          details: { item_code: 'SKU-3', available: 2 },
        },
      }),
    );
    expect(isReusedOrderKey(await placeOrder(input))).toBe(false);
    vi.stubGlobal(
      'fetch',
      answer(400, {
        data: null,
        error: { status: 400, name: 'ValidationError', message: 'bad', details: { idempotency_key: 'reused' } },
      }),
    );
    expect(isReusedOrderKey(await placeOrder(input))).toBe(false);
  });

  it('sends the browser device id as X-Device-Id, the same one every time', async () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    });
    const fetch = answer(400, strapiError(400, 'bad'));
    vi.stubGlobal('fetch', fetch);
    await placeOrder(input);
    await placeOrder(input);
    const ids = (fetch.mock.calls as unknown as [Request][]).map(([request]) => request.headers.get('x-device-id'));
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
    expect([...store.values()]).toEqual([ids[0]]);
  });

  it('issue 32: no answer, 502, 503 and 504 decided nothing (send again with the key); any other answer did', () => {
    const failed = (status: number) => ({ ok: false as const, ...failureOf(status, undefined) });
    expect([0, 502, 503, 504].map((status) => isPlacementInDoubt(failed(status)))).toEqual([true, true, true, true]);
    expect([400, 409, 422, 429, 500].map((status) => isPlacementInDoubt(failed(status)))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(isPlacementInDoubt({ ok: true, data: {} })).toBe(false);
  });
});

const quote = {
  lines: [
    {
      item_code: 'SKU-1',
      status: 'ok',
      name: 'Vitamin C Serum',
      sale_price: 9.85,
      regular_price: 9.85,
      stock: 4,
      requested_quantity: 1,
      quantity: 1,
      line_total: 9.85,
      price_changed: { from: 7.5, to: 9.85 },
    },
  ],
  discount: null,
  sub_total: 9.85,
  discount_amount: 0,
  vat: 0.493,
  shipping: 2,
  grand_total: 12.343,
  card: { available: true, minimum: 0.1 },
  changed: true,
};

/** Issue 13: the quote and the "prices changed" refusal are parsed, never cast. */
describe('quotes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the cart with the prices it shows and returns the parsed quote', async () => {
    const fetch = answer(200, { data: quote });
    vi.stubGlobal('fetch', fetch);
    const request = {
      items: [{ item_code: 'SKU-1', quantity: 1, shown_price: 7.5 }],
      form: { CountryField: 'Oman', ShippingField: 'Delivery' as const },
    };
    expect(await quoteCart(request)).toEqual({ ok: true, data: quote });
    expect(await sent(fetch)).toEqual({ path: '/api/orders/quote', method: 'POST', body: JSON.stringify(request) });
  });

  it('a reply that is not a quote is a failure, not a cart of wrong figures', async () => {
    vi.stubGlobal('fetch', answer(200, { data: { ...quote, grand_total: '12.343' } }));
    expect(await quoteCart({ items: [] })).toEqual({
      ok: false,
      status: 502,
      code: 'reply.unreadable',
      message: 'Something went wrong.',
      params: {},
      language: 'en',
    });
  });

  it('reads the new quote out of the order.prices_changed refusal only', async () => {
    const refusal = (code: string, details: unknown) => ({
      ok: false as const,
      ...failureOf(409, { error: { code, message: 'Prices or availability changed', params: {}, details } }),
    });
    expect(changedQuote(refusal('order.prices_changed', { prices_changed: true, quote }))).toEqual(quote);
    expect(
      changedQuote(refusal('order.prices_changed', { prices_changed: true, quote: { ...quote, lines: 'x' } })),
    ).toBeNull();
    expect(changedQuote(refusal('order.item_gone', { item_code: 'SKU-1', available: 0 }))).toBeNull();
    expect(changedQuote(refusal('request.invalid', { prices_changed: true, quote }))).toBeNull();
    expect(changedQuote({ ok: true, data: {} })).toBeNull();
  });
});
