import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_REQUIRED, PRODUCTION_SETTINGS } from '../testing/production-settings';
import { EnvError, envSchema, parseEnv } from './env';
import { repoRoot } from './paths';

const base = {
  APP_ENV: 'test',
  SESSION_SECRET: 's'.repeat(32),
  RESOURCE_API_KEY: 'key-12345',
  RESOURCE_API_SECRET: 'secret-0123456789',
  CONTENT_API_TOKEN: 'token-0123456789abc',
};

function messageOf(source: Record<string, string | undefined>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('expected the settings to be refused');
}

/** The settings named in a refusal, one per line ("  KEY: why"). */
const namedIn = (message: string) => [...new Set([...message.matchAll(/^ {2}(\w+):/gm)].map((m) => m[1]))].sort();

describe('settings', () => {
  it('defaults: port 3000, SQLite file, sandbox payments, outbox SMS, the shop at localhost:3000', () => {
    const env = parseEnv(base);
    expect(env).toMatchObject({
      PORT: 3000,
      DATABASE_URL: 'file:./data/shop.db',
      PAYMENT_PROVIDER: 'sandbox',
      SMS_PROVIDER: 'outbox',
      STORE_WAREHOUSE: 'Muscat Store - GG',
      PUBLIC_BASE_URL: 'http://localhost:3000',
    });
  });

  it('a bad value is refused with a message naming the setting', () => {
    expect(messageOf({ ...base, PORT: 'abc' })).toContain('PORT');
    expect(messageOf({ ...base, DATABASE_URL: 'mysql://x' })).toContain('DATABASE_URL');
    expect(messageOf({ ...base, PAYMENT_PROVIDER: 'paypal' })).toContain('PAYMENT_PROVIDER');
    expect(messageOf({ ...base, SMS_PROVIDER: 'carrier-pigeon' })).toContain('SMS_PROVIDER');
    expect(messageOf({ ...base, PUBLIC_BASE_URL: 'ftp://shop' })).toContain('PUBLIC_BASE_URL');
    expect(messageOf({ ...base, SESSION_SECRET: 'short' })).toContain('SESSION_SECRET');
  });

  it('Thawani needs its keys; a secret key alone switches payments to Thawani and asks for the other two', () => {
    expect(namedIn(messageOf({ ...base, PAYMENT_PROVIDER: 'thawani' }))).toEqual([
      'THAWANI_PUBLISHABLE_KEY',
      'THAWANI_SECRET_KEY',
      'THAWANI_WEBHOOK_SECRET',
    ]);
    expect(namedIn(messageOf({ ...base, THAWANI_SECRET_KEY: 'sk' }))).toEqual([
      'THAWANI_PUBLISHABLE_KEY',
      'THAWANI_WEBHOOK_SECRET',
    ]);
    const env = parseEnv({
      ...base,
      THAWANI_SECRET_KEY: 'sk',
      THAWANI_PUBLISHABLE_KEY: 'pk',
      THAWANI_WEBHOOK_SECRET: 'wh',
    });
    expect(env.PAYMENT_PROVIDER).toBe('thawani');
    expect(env.THAWANI_BASE_URL).toBe('https://uatcheckout.thawani.om');
  });

  it('the SMS gateway needs its address and credentials', () => {
    expect(namedIn(messageOf({ ...base, SMS_PROVIDER: 'gateway' }))).toEqual([
      'SMS_GATEWAY_PASSWORD',
      'SMS_GATEWAY_TOKEN',
      'SMS_GATEWAY_URL',
      'SMS_GATEWAY_USER',
    ]);
  });

  it('empty values count as unset', () => {
    expect(parseEnv({ ...base, PORT: '' }).PORT).toBe(3000);
  });

  it('.env.example documents every setting, and marks each one production requires', () => {
    const example = readFileSync(resolve(repoRoot, '.env.example'), 'utf8');
    const listed = [...example.matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(Object.keys(envSchema.shape).sort());
    for (const key of PRODUCTION_REQUIRED) {
      const comment = example
        .slice(0, example.indexOf(`\n${key}=`))
        .split('\n\n')
        .at(-1)!;
      expect(comment, key).toContain('[production');
    }
  });

  it('a copy of .env.example is a valid configuration', () => {
    const example = readFileSync(resolve(repoRoot, '.env.example'), 'utf8');
    const settings = Object.fromEntries([...example.matchAll(/^([A-Z_]+)=(.*)$/gm)].map((m) => [m[1], m[2]]));
    expect(parseEnv({ ...settings, ...base }).PUBLIC_BASE_URL).toBe('http://localhost:3000');
  });
});

describe('PUBLIC_BASE_URL outside production: the address the server listens on', () => {
  it.each([
    [{}, 'http://localhost:3000'],
    [{ PORT: '3500' }, 'http://localhost:3500'],
    [{ PORT: '3500', HOST: '0.0.0.0' }, 'http://localhost:3500'],
    [{ PORT: '3500', HOST: '::' }, 'http://localhost:3500'],
    [{ PORT: '3500', HOST: '127.0.0.1' }, 'http://127.0.0.1:3500'],
    [{ PORT: '3500', HOST: '::1' }, 'http://[::1]:3500'],
    [{ PORT: '3500', HOST: 'shop.local' }, 'http://shop.local:3500'],
  ])('%j → %s', (settings, expected) => {
    for (const APP_ENV of ['development', 'demo', 'test'])
      expect(parseEnv({ ...base, APP_ENV, ...settings }).PUBLIC_BASE_URL).toBe(expected);
  });

  it('a set PUBLIC_BASE_URL wins, without its trailing slash', () => {
    expect(parseEnv({ ...base, PORT: '3500', PUBLIC_BASE_URL: 'https://shop.example.om/' }).PUBLIC_BASE_URL).toBe(
      'https://shop.example.om',
    );
  });
});

describe('production is never a demo', () => {
  const without = (...keys: string[]) =>
    Object.fromEntries(Object.entries(PRODUCTION_SETTINGS).filter(([k]) => !keys.includes(k)));

  it('starts with the real providers, the address and every secret set', () => {
    const env = parseEnv(PRODUCTION_SETTINGS);
    expect(env).toMatchObject({
      APP_ENV: 'production',
      PAYMENT_PROVIDER: 'thawani',
      SMS_PROVIDER: 'gateway',
      PUBLIC_BASE_URL: 'https://shop.example.om',
      THAWANI_BASE_URL: 'https://checkout.thawani.om',
    });
    expect(parseEnv({ ...PRODUCTION_SETTINGS, PAYMENT_PROVIDER: 'thawani' }).PAYMENT_PROVIDER).toBe('thawani');
  });

  it('with nothing set, names every missing setting in one message', () => {
    expect(namedIn(messageOf({ APP_ENV: 'production' }))).toEqual([...PRODUCTION_REQUIRED].sort());
  });

  it.each(PRODUCTION_REQUIRED)('refuses to start without %s, naming it (and nothing else)', (key) => {
    const message = messageOf(without(key));
    expect(namedIn(message)).toEqual([key]);
    expect(message).toMatch(new RegExp(`^  ${key}: is required in production`, 'm'));
  });

  it('names every missing setting together with a malformed one', () => {
    expect(namedIn(messageOf({ ...without('SESSION_SECRET', 'SMS_GATEWAY_TOKEN'), PORT: 'abc' }))).toEqual([
      'PORT',
      'SESSION_SECRET',
      'SMS_GATEWAY_TOKEN',
    ]);
  });

  it('the card sandbox is refused by name, even when asked for', () => {
    const message = messageOf({ ...PRODUCTION_SETTINGS, PAYMENT_PROVIDER: 'sandbox' });
    expect(namedIn(message)).toEqual(['PAYMENT_PROVIDER']);
    expect(message).toContain('PAYMENT_PROVIDER: the card sandbox cannot run in production');
  });

  it('the SMS outbox is refused by name, even when asked for', () => {
    const message = messageOf({ ...PRODUCTION_SETTINGS, SMS_PROVIDER: 'outbox' });
    expect(namedIn(message)).toEqual(['SMS_PROVIDER']);
    expect(message).toContain('SMS_PROVIDER: the SMS outbox cannot run in production');
  });

  it("refuses Thawani's UAT (test) checkout: its test cards would pay real orders", () => {
    const message = messageOf({ ...PRODUCTION_SETTINGS, THAWANI_BASE_URL: 'https://uatcheckout.thawani.om' });
    expect(namedIn(message)).toEqual(['THAWANI_BASE_URL']);
    expect(message).toContain('UAT');
  });

  it.each(['PUBLIC_BASE_URL', 'THAWANI_BASE_URL', 'SMS_GATEWAY_URL'])('%s must be https', (key) => {
    const message = messageOf({ ...PRODUCTION_SETTINGS, [key]: 'http://plain.example.om' });
    expect(message).toContain(`${key}: must be an https address in production`);
  });

  it('never generates a missing secret: it is refused', () => {
    expect(namedIn(messageOf(without('CONTENT_API_TOKEN')))).toEqual(['CONTENT_API_TOKEN']);
  });
});

describe('operations settings', () => {
  it('production drains for 10 seconds, samples 1% of ordinary requests and does not migrate at start', () => {
    const env = parseEnv(PRODUCTION_SETTINGS);
    expect([env.DRAIN_SECONDS, env.LOG_SAMPLE_RATE, env.LOG_SLOW_MS, env.MIGRATE_ON_START, env.METRICS_TOKEN]).toEqual([
      10,
      0.01,
      1000,
      false,
      undefined,
    ]);
  });

  it('elsewhere: no drain, every request logged, migrations at start', () => {
    const env = parseEnv(base);
    expect([env.DRAIN_SECONDS, env.LOG_SAMPLE_RATE, env.MIGRATE_ON_START]).toEqual([0, 1, true]);
  });

  it('each is set explicitly, and a bad value is refused naming it', () => {
    const env = parseEnv({
      ...PRODUCTION_SETTINGS,
      DRAIN_SECONDS: '25',
      LOG_SAMPLE_RATE: '0.1',
      MIGRATE_ON_START: '1',
    });
    expect([env.DRAIN_SECONDS, env.LOG_SAMPLE_RATE, env.MIGRATE_ON_START]).toEqual([25, 0.1, true]);
    expect(() => parseEnv({ ...base, DRAIN_SECONDS: '-1' })).toThrow(/DRAIN_SECONDS/);
    expect(() => parseEnv({ ...base, DRAIN_SECONDS: 'soon' })).toThrow(/DRAIN_SECONDS/);
    expect(() => parseEnv({ ...base, LOG_SAMPLE_RATE: '2' })).toThrow(/LOG_SAMPLE_RATE/);
    expect(() => parseEnv({ ...base, MIGRATE_ON_START: 'yes' })).toThrow(/MIGRATE_ON_START/);
  });
});

describe('media settings', () => {
  const without = (...keys: string[]) =>
    Object.fromEntries(Object.entries(PRODUCTION_SETTINGS).filter(([k]) => !keys.includes(k)));

  it('keeps media in the MEDIA_DIR folder unless a bucket is named; a bucket means S3 in us-east-1, virtual-host style', () => {
    expect(parseEnv(base)).toMatchObject({ MEDIA_STORAGE: 'folder', MEDIA_S3_FORCE_PATH_STYLE: false });
    expect(parseEnv({ ...base, MEDIA_S3_BUCKET: 'media' })).toMatchObject({
      MEDIA_STORAGE: 's3',
      MEDIA_S3_BUCKET: 'media',
      MEDIA_S3_REGION: 'us-east-1',
      MEDIA_S3_FORCE_PATH_STYLE: false,
    });
    expect(parseEnv({ ...base, MEDIA_S3_BUCKET: 'media', MEDIA_STORAGE: 'folder' }).MEDIA_STORAGE).toBe('folder');
    expect(
      parseEnv({ ...base, MEDIA_S3_BUCKET: 'media', MEDIA_S3_FORCE_PATH_STYLE: '1' }).MEDIA_S3_FORCE_PATH_STYLE,
    ).toBe(true);
  });

  it('S3 needs its bucket, and a key id and secret go together', () => {
    expect(namedIn(messageOf({ ...base, MEDIA_STORAGE: 's3' }))).toEqual(['MEDIA_S3_BUCKET']);
    expect(namedIn(messageOf({ ...base, MEDIA_S3_BUCKET: 'media', MEDIA_S3_ACCESS_KEY_ID: 'id' }))).toEqual([
      'MEDIA_S3_SECRET_ACCESS_KEY',
    ]);
    expect(namedIn(messageOf({ ...base, MEDIA_S3_BUCKET: 'media', MEDIA_S3_SECRET_ACCESS_KEY: 'secret' }))).toEqual([
      'MEDIA_S3_ACCESS_KEY_ID',
    ]);
    expect(namedIn(messageOf({ ...base, MEDIA_STORAGE: 'disk' }))).toEqual(['MEDIA_STORAGE']);
    expect(namedIn(messageOf({ ...base, MEDIA_S3_BUCKET: 'media', MEDIA_S3_ENDPOINT: 'minio:9000' }))).toEqual([
      'MEDIA_S3_ENDPOINT',
    ]);
  });

  it('production never falls back to the folder unasked: it takes a bucket, or MEDIA_STORAGE=folder said outright', () => {
    expect(messageOf(without('MEDIA_S3_BUCKET'))).toContain(
      'MEDIA_S3_BUCKET: is required in production: the bucket every node keeps media in',
    );
    expect(parseEnv({ ...without('MEDIA_S3_BUCKET'), MEDIA_STORAGE: 'folder' }).MEDIA_STORAGE).toBe('folder');
    expect(namedIn(messageOf({ ...without('MEDIA_S3_BUCKET'), MEDIA_STORAGE: 's3' }))).toEqual(['MEDIA_S3_BUCKET']);
    expect(parseEnv(PRODUCTION_SETTINGS).MEDIA_STORAGE).toBe('s3');
  });
});
