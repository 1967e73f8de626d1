import { describe, expect, it } from 'vitest';
import { createGatewaySender, gatewayRequestUrl } from './gateway-sender';
import { otpMessage } from './sms-sender';

const settings = { url: 'https://sms.example.om/api/SendSMS', user: 'shop', password: 'p@ss word', token: 'tok-123' };

describe('SMS gateway client (SPEC §7)', () => {
  it('puts the credentials, number, message, fixed push date-time, Lang 64 and FlashSMS=N in the query string', () => {
    const url = gatewayRequestUrl(settings, { to: '96891234567', message: otpMessage('123456') });
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
});
