import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { LANGUAGES } from '@shop/domain/language';
import { otpMessage } from '../adapters/sms/sms-sender';
import type { Env } from './env';

/**
 * The server's log (pino, through Fastify). No one-time code, password or secret may reach it,
 * at any level:
 * - headers that carry credentials and fields that carry codes or passwords are redacted
 *   wherever they are logged;
 * - request URLs are logged with the values of credential-like query parameters removed;
 * - every line is scrubbed of the configured secrets (in any of the encodings a URL, a header
 *   or JSON would give them) and, in production, of SMS sign-in messages with their code.
 * The SMS outbox logs the messages it stores so a developer can read a code; it never runs in
 * production (setting-rules.ts).
 */
export const REDACTED = '[redacted]';

const SECRET_FIELDS = [
  'password',
  'new_password',
  'otp',
  'token',
  'secret',
  'csrfToken',
  'authorization',
  'cookie',
  'set-cookie',
  'x-csrf-token',
  'thawani-api-key',
];

/** Where each secret field may sit in a log object: at the top, or one or two levels down (headers, body, req.headers, req.body). */
const REDACT_PATHS = SECRET_FIELDS.flatMap((field) => {
  const key = /^[A-Za-z_]\w*$/.test(field) ? `.${field}` : `["${field}"]`;
  return [key.startsWith('.') ? field : key, `*${key}`, `*.*${key}`];
});

const SECRET_QUERY_NAME = /pass|otp|token|secret|key|sig|auth|session|cookie/i;

/** A request path with the values of credential-like query parameters replaced. */
export function loggableUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0]!;
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a malformed name is judged as written
      }
      return SECRET_QUERY_NAME.test(decoded) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, mark)}?${query.join('&')}`;
}

/** The values of the settings that are secrets (and the database password); the publishable key is public. */
export function configuredSecrets(env: Env): string[] {
  const values = [
    env.SESSION_SECRET,
    env.RESOURCE_API_KEY,
    env.RESOURCE_API_SECRET,
    env.CONTENT_API_TOKEN,
    env.THAWANI_SECRET_KEY,
    env.THAWANI_WEBHOOK_SECRET,
    env.SMS_GATEWAY_PASSWORD,
    env.SMS_GATEWAY_TOKEN,
    env.METRICS_TOKEN,
    env.MEDIA_S3_SECRET_ACCESS_KEY,
  ];
  if (/^postgres(ql)?:/.test(env.DATABASE_URL) && URL.canParse(env.DATABASE_URL)) {
    const { password } = new URL(env.DATABASE_URL);
    if (password) values.push(password, decodeURIComponent(password));
  }
  return [...new Set(values.filter((v): v is string => typeof v === 'string' && v.length >= 4))];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every spelling of a secret a log line may hold: as is, JSON-escaped, URL-encoded (both ways). */
function spellings(secret: string): string[] {
  return [
    secret,
    JSON.stringify(secret).slice(1, -1),
    encodeURIComponent(secret),
    new URLSearchParams({ v: secret }).toString().slice(2),
  ];
}

/** Replaces the given secrets (and, when asked, SMS sign-in messages with their code, in either language) in a serialized log line. */
export function logScrubber(
  secrets: readonly string[],
  { otpMessages }: { otpMessages: boolean },
): (line: string) => string {
  const patterns = [...new Set(secrets.flatMap(spellings))].sort((a, b) => b.length - a.length).map(escapeRegExp);
  if (otpMessages) {
    for (const language of LANGUAGES) {
      const [before, after] = otpMessage('\u0000', language).split('\u0000') as [string, string];
      patterns.push(`${escapeRegExp(before)}\\d+${escapeRegExp(after)}`);
    }
  }
  if (patterns.length === 0) return (line) => line;
  const pattern = new RegExp(patterns.join('|'), 'g');
  return (line) => line.replace(pattern, REDACTED);
}

export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Fastify's `logger` option for these settings; false when LOG_LEVEL=silent. */
export function loggerOptions(env: Env, stream?: { write(line: string): void }): LoggerOptions | false {
  if (env.LOG_LEVEL === 'silent') return false;
  return {
    level: env.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: typeof request.url === 'string' ? loggableUrl(request.url) : undefined,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    hooks: { streamWrite: logScrubber(configuredSecrets(env), { otpMessages: env.APP_ENV === 'production' }) },
    ...(stream ? { stream } : {}),
  };
}
