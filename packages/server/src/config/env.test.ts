import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

const base = { APP_ENV: 'test', SESSION_SECRET: 's'.repeat(32), RESOURCE_API_KEY: 'key-12345', RESOURCE_API_SECRET: 'secret-0123456789', CONTENT_API_TOKEN: 'token-0123456789abc' };

function messageOf(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('expected the settings to be refused');
}

describe('settings', () => {
  it('defaults: port 3000, SQLite file, sandbox payments, outbox SMS', () => {
    const env = parseEnv(base);
    expect(env).toMatchObject({ PORT: 3000, DATABASE_URL: 'file:./data/shop.db', PAYMENT_PROVIDER: 'sandbox', SMS_PROVIDER: 'outbox', STORE_WAREHOUSE: 'Muscat Store - GG' });
  });

  it('a bad value is refused with a message naming the setting', () => {
    expect(messageOf({ ...base, PORT: 'abc' })).toContain('PORT');
    expect(messageOf({ ...base, DATABASE_URL: 'mysql://x' })).toContain('DATABASE_URL');
    expect(messageOf({ ...base, PAYMENT_PROVIDER: 'paypal' })).toContain('PAYMENT_PROVIDER');
    expect(messageOf({ ...base, SMS_PROVIDER: 'carrier-pigeon' })).toContain('SMS_PROVIDER');
    expect(messageOf({ ...base, PUBLIC_BASE_URL: 'ftp://shop' })).toContain('PUBLIC_BASE_URL');
    expect(messageOf({ ...base, SESSION_SECRET: 'short' })).toContain('SESSION_SECRET');
  });

  it('production requires its secrets and names each missing one', () => {
    const message = messageOf({ APP_ENV: 'production' });
    for (const key of ['SESSION_SECRET', 'RESOURCE_API_KEY', 'RESOURCE_API_SECRET', 'CONTENT_API_TOKEN']) expect(message).toContain(key);
    expect(parseEnv({ ...base, APP_ENV: 'production' }).APP_ENV).toBe('production');
  });

  it('Thawani needs its keys; a secret key alone switches payments to Thawani', () => {
    expect(messageOf({ ...base, PAYMENT_PROVIDER: 'thawani' })).toContain('THAWANI_PUBLISHABLE_KEY');
    const env = parseEnv({ ...base, THAWANI_SECRET_KEY: 'sk', THAWANI_PUBLISHABLE_KEY: 'pk', THAWANI_WEBHOOK_SECRET: 'wh' });
    expect(env.PAYMENT_PROVIDER).toBe('thawani');
  });

  it('the SMS gateway needs its address and credentials', () => {
    expect(messageOf({ ...base, SMS_PROVIDER: 'gateway' })).toContain('SMS_GATEWAY_URL');
  });

  it('empty values count as unset', () => {
    expect(parseEnv({ ...base, PORT: '' }).PORT).toBe(3000);
  });
});
