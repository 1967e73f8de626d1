import type { SmsMessage, SmsSender } from './sms-sender';

export interface GatewaySettings {
  url: string;
  user: string;
  password: string;
  token: string;
  sender?: string | undefined;
}

/** SPEC §7 fixed values: a push date-time in the past (send now), language code 64, no flash SMS. */
const GATEWAY_PUSH_DATE_TIME = '01/01/2020 00:00:00';
const GATEWAY_LANG = '64';
const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * A message the gateway did not take. Its text names the gateway's answer or the network failure
 * and nothing else: the request URL carries the credentials and the code (SPEC §7), so neither it
 * nor the underlying error (whose text may quote the URL) is ever kept.
 */
export class SmsGatewayError extends Error {
  override name = 'SmsGatewayError';
}

/** The gateway request for one message: a GET with everything in the query string (SPEC §7). */
export function gatewayRequestUrl(settings: GatewaySettings, { to, message }: SmsMessage): URL {
  const url = new URL(settings.url);
  const params: Record<string, string> = {
    UserId: settings.user,
    Password: settings.password,
    Token: settings.token,
    MobileNo: to,
    Message: message,
    PushDateTime: GATEWAY_PUSH_DATE_TIME,
    Lang: GATEWAY_LANG,
    FlashSMS: 'N',
  };
  if (settings.sender) params.Sender = settings.sender;
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url;
}

/** Why fetch failed, in words that cannot quote the request: a timeout, or the network error's code. */
function networkFailure(error: unknown): SmsGatewayError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError')
    return new SmsGatewayError(`SMS gateway did not answer within ${GATEWAY_TIMEOUT_MS / 1000} s`);
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' && /^[A-Z0-9_]+$/.test(cause.code) ? cause.code : 'network error';
  return new SmsGatewayError(`SMS gateway unreachable (${code})`);
}

/**
 * The SMS gateway client of SPEC §7 (its response is not shown there: any 2xx counts as sent).
 * Credentials come from the server's settings (SMS_GATEWAY_*), never from the browser.
 */
export function createGatewaySender(settings: GatewaySettings, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    provider: 'gateway',
    async send(message: SmsMessage) {
      let response: Response;
      try {
        response = await fetchImpl(gatewayRequestUrl(settings, message), {
          method: 'GET',
          headers: { accept: 'application/json, text/plain, */*' },
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        });
      } catch (error) {
        throw networkFailure(error);
      }
      await response.body?.cancel();
      if (!response.ok) throw new SmsGatewayError(`SMS gateway answered ${response.status}`);
    },
  };
}
