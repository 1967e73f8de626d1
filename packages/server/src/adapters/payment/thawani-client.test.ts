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
  const client = (fetch: FetchLike) => thawaniClient({ baseUrl: 'https://uatcheckout.thawani.om/', secretKey: 'sk', publishableKey: 'pk', fetch });

  it('posts to /api/v1/checkout/{session_id}/cancel with the secret key', async () => {
    await client(
      answering(200, { success: true, code: 2004, description: 'Session cancelled successfully', data: { session_id: 'checkout_1' } }),
    ).cancelSession('checkout_1');
    expect(calls.at(-1)).toEqual({
      url: 'https://uatcheckout.thawani.om/api/v1/checkout/checkout_1/cancel',
      method: 'POST',
      headers: { 'thawani-api-key': 'sk', accept: 'application/json' },
    });
  });

  it("a refusal (a paid session, an unknown one) is a PaymentProviderError with the provider's description", async () => {
    await expect(
      client(answering(409, { success: false, code: 4000, description: 'Session is paid and cannot be cancelled' })).cancelSession('checkout_2'),
    ).rejects.toEqual(new PaymentProviderError('Session is paid and cannot be cancelled', 409));
    await expect(client(answering(200, { success: false, description: 'Session not found' })).cancelSession('checkout_3')).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });
});
