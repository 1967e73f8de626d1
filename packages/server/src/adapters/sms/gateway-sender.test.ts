import { describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { SmsGatewayError, createGatewaySender, gatewayRequestUrl } from './gateway-sender';
import { otpMessage } from './sms-sender';

const settings = { url: 'https://sms.example.om/api/SendSMS', user: 'shop', password: 'p@ss word', token: 'tok-123' };

describe('SMS gateway client (SPEC §7)', () => {
  it('puts the credentials, number, message, fixed push date-time, Lang 64 and FlashSMS=N in the query string', () => {
    const url = gatewayRequestUrl(settings, { to: '96891234567', message: otpMessage('123456', 'en') });
    expect(url.origin + url.pathname).toBe('https://sms.example.om/api/SendSMS');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      UserId: 'shop',
      Password: 'p@ss word',
      Token: 'tok-123',
      MobileNo: '96891234567',
      Message: 'Dear Customer, your OTP for login is 123456.',
      PushDateTime: '01/01/2020 00:00:00',
      Lang: '64',
      FlashSMS: 'N',
    });
  });

  it('an Arabic sign-in message goes in the same query string, UTF-8 encoded, with the same Lang 64', () => {
    const url = gatewayRequestUrl(settings, { to: '96891234567', message: otpMessage('123456', 'ar') });
    expect(url.searchParams.get('Message')).toBe('عزيزي العميل، رمز التحقق لتسجيل الدخول هو 123456.');
    expect(url.search).toContain(encodeURIComponent('عزيزي'));
    expect(url.searchParams.get('Lang')).toBe('64');
  });

  it('sends one GET and throws when the gateway refuses', async () => {
    const calls: { url: string; method: string | undefined }[] = [];
    let status = 200;
    const fake = (async (input: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(input), method: init?.method });
      return new Response('ok', { status });
    }) as typeof fetch;
    const sender = createGatewaySender({ ...settings, sender: 'GulfGlow' }, fake);
    await sender.send({ to: '96891234567', message: 'hi' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('GET');
    expect(new URL(calls[0]!.url).searchParams.get('Sender')).toBe('GulfGlow');
    status = 500;
    await expect(sender.send({ to: '96891234567', message: 'hi' })).rejects.toThrow('SMS gateway answered 500');
  });

  it('a failure names the answer or the network error, never the URL with its credentials and code', async () => {
    const quoting = (async (input: string | URL | Request) => {
      throw new TypeError(`Failed to parse URL from ${String(input)}`, { cause: new Error(`bad ${String(input)}`) });
    }) as typeof fetch;
    const timeout = (async () => {
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    }) as typeof fetch;
    const refused = (async () => {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      });
    }) as typeof fetch;
    const cases: [typeof fetch, string][] = [
      [quoting, 'SMS gateway unreachable (network error)'],
      [timeout, 'SMS gateway did not answer within 10 s'],
      [refused, 'SMS gateway unreachable (ECONNREFUSED)'],
    ];
    for (const [fetchImpl, expected] of cases) {
      const error = await createGatewaySender(settings, fetchImpl)
        .send({ to: '96891234567', message: otpMessage('654321', 'en') })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SmsGatewayError);
      expect((error as Error).message).toBe(expected);
      expect((error as Error).cause).toBeUndefined();
      for (const secret of ['p@ss', 'tok-123', '654321', 'sms.example.om'])
        expect(String((error as Error).stack)).not.toContain(secret);
    }
  });

  it('a gateway that cannot be reached (closed port) is a network error with its code', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((done) => closed.close(() => done()));
    const sender = createGatewaySender({ ...settings, url: `http://127.0.0.1:${port}/api/SendSMS` });
    await expect(sender.send({ to: '96891234567', message: 'hi' })).rejects.toThrow(
      'SMS gateway unreachable (ECONNREFUSED)',
    );
  });
});
