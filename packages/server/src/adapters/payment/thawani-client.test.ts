import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from './payment-provider';
import { type FetchLike, thawaniClient } from './thawani-client';

/** The Thawani client's session cancel (issue 13): a cancelled order's hosted page must stop taking payments. */
describe('thawaniClient.cancelSession', () => {
  const calls: { url: string; method: string; headers: Record<string, string> }[] = [];
  const answering =
    (status: number, body: unknown): FetchLike =>
    async (url, init) => {
      calls.push({ url, method: init.method, headers: init.headers });
      return { status, text: async () => JSON.stringify(body) };
    };
  const client = (fetch: FetchLike) =>
    thawaniClient({ baseUrl: 'https://uatcheckout.thawani.om/', secretKey: 'sk', publishableKey: 'pk', fetch });

  it('posts to /api/v1/checkout/{session_id}/cancel with the secret key', async () => {
    await client(
      answering(200, {
        success: true,
        code: 2004,
        description: 'Session cancelled successfully',
        data: { session_id: 'checkout_1' },
      }),
    ).cancelSession('checkout_1');
    expect(calls.at(-1)).toEqual({
      url: 'https://uatcheckout.thawani.om/api/v1/checkout/checkout_1/cancel',
      method: 'POST',
      headers: { 'thawani-api-key': 'sk', accept: 'application/json' },
    });
  });

  it("a refusal (a paid session, an unknown one) is a PaymentProviderError with the provider's description", async () => {
    await expect(
      client(
        answering(409, { success: false, code: 4000, description: 'Session is paid and cannot be cancelled' }),
      ).cancelSession('checkout_2'),
    ).rejects.toEqual(new PaymentProviderError('Session is paid and cannot be cancelled', 409));
    await expect(
      client(answering(200, { success: false, description: 'Session not found' })).cancelSession('checkout_3'),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

/** Refunds (issue 18) in Thawani's shapes: the session's payment found by its invoice, then POST /api/v1/refunds in baisa. */
describe('thawaniClient refunds', () => {
  const calls: { url: string; method: string; body?: string }[] = [];
  const scripted =
    (answers: Record<string, { status: number; body: unknown }>): FetchLike =>
    async (url, init) => {
      calls.push({ url, method: init.method, body: init.body });
      const key = Object.keys(answers).find((k) => url.includes(k))!;
      return { status: answers[key]!.status, text: async () => JSON.stringify(answers[key]!.body) };
    };
  const client = (fetch: FetchLike) =>
    thawaniClient({ baseUrl: 'https://uatcheckout.thawani.om', secretKey: 'sk', publishableKey: 'pk', fetch });

  it('finds the successful payment of a session through its invoice', async () => {
    const fetch = scripted({
      '/checkout/session/': {
        status: 200,
        body: { success: true, data: { session_id: 'checkout_1', invoice: '20261124001' } },
      },
      '/payments?': {
        status: 200,
        body: {
          success: true,
          data: [
            { payment_id: 'pay_failed', amount: 11450, status: 'failed' },
            { payment_id: 'pay_1', amount: 11450, status: 'successful' },
          ],
        },
      },
    });
    expect(await client(fetch).findPayment('checkout_1')).toEqual({
      payment_id: 'pay_1',
      amount: 11450,
      status: 'successful',
    });
    expect(calls.slice(-2).map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET https://uatcheckout.thawani.om/api/v1/checkout/session/checkout_1',
      'GET https://uatcheckout.thawani.om/api/v1/payments?checkout_invoice=20261124001&limit=10&skip=0',
    ]);
    const none = scripted({
      '/checkout/session/': { status: 200, body: { success: true, data: { session_id: 'checkout_2', invoice: null } } },
    });
    expect(await client(none).findPayment('checkout_2')).toBeNull();
  });

  it('posts the refund with payment_id, amount in baisa, reason and metadata, and reads the refund back', async () => {
    const fetch = scripted({
      '/refunds': {
        status: 200,
        body: {
          success: true,
          data: { refund_id: 'refund_1', payment_id: 'pay_1', amount: 4253, status: 'successful', reason: 'Damaged' },
        },
      },
    });
    const input = {
      payment_id: 'pay_1',
      amount: 4253,
      reason: 'Damaged',
      metadata: { order_id: 'SAL-ORD-2026-00001' },
    };
    expect(await client(fetch).createRefund(input)).toEqual({
      refund_id: 'refund_1',
      payment_id: 'pay_1',
      amount: 4253,
      status: 'successful',
    });
    expect(calls.at(-1)).toEqual({
      url: 'https://uatcheckout.thawani.om/api/v1/refunds',
      method: 'POST',
      body: JSON.stringify(input),
    });
  });

  it('reads one refund by its id (GET /refunds/{id}); an id the provider does not know is null, other failures throw', async () => {
    const found = scripted({
      '/refunds/refund_1': {
        status: 200,
        body: {
          success: true,
          data: { refund_id: 'refund_1', payment_id: 'pay_1', amount: 4253, status: 'successful' },
        },
      },
    });
    expect(await client(found).getRefund('refund_1')).toEqual({
      refund_id: 'refund_1',
      payment_id: 'pay_1',
      amount: 4253,
      status: 'successful',
    });
    expect(calls.at(-1)).toMatchObject({
      url: 'https://uatcheckout.thawani.om/api/v1/refunds/refund_1',
      method: 'GET',
    });
    const unknown = scripted({
      '/refunds/': { status: 404, body: { success: false, code: 4040, description: 'Refund not found' } },
    });
    expect(await client(unknown).getRefund('refund_x')).toBeNull();
    const down = scripted({ '/refunds/': { status: 500, body: { success: false, description: 'Internal error' } } });
    await expect(client(down).getRefund('refund_1')).rejects.toEqual(new PaymentProviderError('Internal error', 500));
  });

  it('a refused refund is a PaymentProviderError carrying the status', async () => {
    const fetch = scripted({
      '/refunds': {
        status: 400,
        body: { success: false, code: 4000, description: 'Refund amount exceeds the refundable amount' },
      },
    });
    await expect(
      client(fetch).createRefund({ payment_id: 'pay_1', amount: 1, reason: 'x', metadata: {} }),
    ).rejects.toEqual(new PaymentProviderError('Refund amount exceeds the refundable amount', 400));
  });
});
