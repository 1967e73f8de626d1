import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { otpMessage } from '../adapters/sms/sms-sender';
import { PRODUCTION_SECRETS, PRODUCTION_SETTINGS } from '../testing/production-settings';
import { parseEnv } from './env';
import { REDACTED, configuredSecrets, logScrubber, loggableUrl, loggerOptions } from './logger';

const production = parseEnv({ ...PRODUCTION_SETTINGS, LOG_LEVEL: 'trace' });
const demo = parseEnv({ APP_ENV: 'test', LOG_LEVEL: 'trace', SESSION_SECRET: 'demo-session-secret-0123456789abcdef' });

/** Logs through a Fastify app built with these settings' logger options; answers the lines written. */
async function logged(
  env: typeof production,
  write: (log: ReturnType<typeof Fastify>['log']) => void,
): Promise<string> {
  const lines: string[] = [];
  const app = Fastify({ logger: loggerOptions(env, { write: (line) => lines.push(line) }) });
  write(app.log);
  await app.close();
  return lines.join('');
}

describe('request URLs in the log', () => {
  it('lose the values of credential-like query parameters, and keep the rest', () => {
    expect(loggableUrl('/shop?category=Skincare&page=2')).toBe('/shop?category=Skincare&page=2');
    expect(
      loggableUrl('/payment-verify?cuid=SAL-1&secret=abc&api_key=k1&Password=p&otp=123456&access_token=t&sig=s'),
    ).toBe(
      `/payment-verify?cuid=SAL-1&secret=${REDACTED}&api_key=${REDACTED}&Password=${REDACTED}&otp=${REDACTED}&access_token=${REDACTED}&sig=${REDACTED}`,
    );
    expect(loggableUrl('/x?%6Ftp=1')).toBe(`/x?%6Ftp=${REDACTED}`);
    expect(loggableUrl('/x?%zz=1')).toBe('/x?%zz=1');
    expect(loggableUrl('/plain')).toBe('/plain');
  });
});

describe('the log scrubber', () => {
  it('removes each configured secret as written, JSON-escaped and URL-encoded', () => {
    const scrub = logScrubber(['p@ss "word" 42'], { otpMessages: false });
    const line = JSON.stringify({
      msg: `a p@ss "word" 42 b`,
      url: `?Password=${encodeURIComponent('p@ss "word" 42')}&x=${new URLSearchParams({ v: 'p@ss "word" 42' }).toString().slice(2)}`,
    });
    expect(scrub(line)).toBe(JSON.stringify({ msg: `a ${REDACTED} b`, url: `?Password=${REDACTED}&x=${REDACTED}` }));
  });

  it('knows every secret setting and the database password, not the publishable key', () => {
    expect(configuredSecrets(production).sort()).toEqual([...PRODUCTION_SECRETS].sort());
  });

  it("knows the media bucket's secret key when one is set", () => {
    const withKeys = parseEnv({
      ...PRODUCTION_SETTINGS,
      MEDIA_S3_ACCESS_KEY_ID: 'media-key-id',
      MEDIA_S3_SECRET_ACCESS_KEY: 'media-secret-4f2a9c',
    });
    expect(configuredSecrets(withKeys)).toContain('media-secret-4f2a9c');
  });

  it('in production, any SMS sign-in message logged by anyone loses its code', async () => {
    const text = await logged(production, (log) => {
      log.info({ message: otpMessage('482913', 'en') }, 'debugging a send');
      log.debug(`sent ${otpMessage('551234', 'en')}`);
      log.error({ err: new Error(`gateway said no to ${otpMessage('667788', 'en')}`) }, 'oops');
      log.info({ message: otpMessage('319204', 'ar') }, 'an Arabic send');
    });
    for (const code of ['482913', '551234', '667788', '319204']) expect(text).not.toContain(code);
    expect(text.match(/\[redacted\]/g)).toHaveLength(5);
  });

  it('outside production, the outbox may still show a developer the code', async () => {
    const text = await logged(demo, (log) =>
      log.info({ to: '96891234567', message: otpMessage('482913', 'en') }, 'SMS stored in the outbox'),
    );
    expect(text).toContain('your OTP for login is 482913.');
  });
});

describe('redacted fields', () => {
  it('headers with credentials and fields with codes or passwords, wherever they are logged', async () => {
    const text = await logged(production, (log) => {
      log.info(
        {
          headers: {
            authorization: 'token a:b',
            cookie: 'gg_staff=s1',
            'set-cookie': 'gg_session=s2',
            'x-csrf-token': 'c1',
          },
        },
        'headers',
      );
      log.info(
        { request: { headers: { authorization: 'Bearer t1' }, body: { email: 'a@b.om', password: 'hunter2-long' } } },
        'request',
      );
      log.info({ body: { number: '96891234567', otp: '804213' } }, 'body');
      log.info({ password: 'top-level-pw' }, 'top');
    });
    for (const value of ['token a:b', 's1', 's2', 'c1', 'Bearer t1', 'hunter2-long', '804213', 'top-level-pw'])
      expect(text).not.toContain(value);
    expect(text).toContain('a@b.om');
    expect(text).toContain('96891234567');
  });

  it('LOG_LEVEL=silent turns the log off', () => {
    expect(loggerOptions({ ...production, LOG_LEVEL: 'silent' })).toBe(false);
  });
});
