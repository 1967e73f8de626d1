import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import { checkDiscount } from './discount-api';

const answer = () =>
  vi.fn(
    async () =>
      new Response(JSON.stringify({ data: [] }), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
const deviceIds = (fetch: ReturnType<typeof answer>) =>
  (fetch.mock.calls as unknown as [Request][]).map(([request]) => request.headers.get('x-device-id'));

/** Issue 32: the server counts sign-in codes, reviews and discount checks per browser, by the X-Device-Id every write carries. */
describe('the browser client’s device id', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes with every write, the same one each time, and never with a read', async () => {
    const store = new Map<string, string>();
    vi.stubGlobal('window', {});
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    });
    const fetch = answer();
    vi.stubGlobal('fetch', fetch);
    await checkDiscount('GLOW10', [{ item_code: 'SKU-1', quantity: 1 }]);
    await api.POST('/api/otps/send-otp', { body: { prefix: '968', national: '91234567' } });
    await api.GET('/api/global-settings');
    const [discount, otp, read] = deviceIds(fetch);
    expect(discount).toMatch(/^[0-9a-f-]{36}$/);
    expect(otp).toBe(discount);
    expect(read).toBeNull();
  });
});
