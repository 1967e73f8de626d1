import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

const base = {
  APP_ENV: 'test',
  SESSION_SECRET: 's'.repeat(32),
  RESOURCE_API_KEY: 'key-12345',
  RESOURCE_API_SECRET: 'secret-0123456789',
  CONTENT_API_TOKEN: 'token-0123456789abc',
};
const trustProxy = (value?: string) =>
  parseEnv({ ...base, ...(value === undefined ? {} : { TRUST_PROXY: value }) }).TRUST_PROXY;

function refusal(value: string): string {
  try {
    parseEnv({ ...base, TRUST_PROXY: value });
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error(`TRUST_PROXY=${value} was accepted`);
}

describe('TRUST_PROXY', () => {
  it('unset, empty, 0 or false: no proxy', () => {
    for (const value of [undefined, '', '0', 'false', 'FALSE']) expect(trustProxy(value)).toEqual({ kind: 'none' });
  });

  it('a positive integer: that many proxy hops', () => {
    expect(trustProxy('1')).toEqual({ kind: 'hops', hops: 1 });
    expect(trustProxy(' 2 ')).toEqual({ kind: 'hops', hops: 2 });
  });

  it('a comma list: the proxies’ addresses, CIDR ranges or named ranges', () => {
    expect(trustProxy('10.0.0.1')).toEqual({ kind: 'addresses', addresses: ['10.0.0.1'] });
    expect(trustProxy('10.0.0.0/8, 2001:db8::/32 ,loopback,192.0.2.7')).toEqual({
      kind: 'addresses',
      addresses: ['10.0.0.0/8', '2001:db8::/32', 'loopback', '192.0.2.7'],
    });
  });

  it('never true (which would believe the X-Forwarded-For entry a client writes)', () => {
    expect(refusal('true')).toMatch(/TRUST_PROXY: true would take the X-Forwarded-For entry a client writes/);
    expect(refusal('TRUE')).toContain('TRUST_PROXY');
  });

  it('refuses what is neither a hop count nor addresses, naming the entry', () => {
    expect(refusal('yes')).toContain('TRUST_PROXY: must be 0, a number of proxy hops, or proxy addresses');
    expect(refusal('10.0.0.0/33')).toContain('not 10.0.0.0/33');
    expect(refusal('10.0.0.1, proxy.internal')).toContain('not proxy.internal');
    expect(refusal('2001:db8::/129')).toContain('2001:db8::/129');
    expect(refusal('-1')).toContain('TRUST_PROXY');
    expect(refusal('11')).toContain('at most 10 proxy hops');
  });
});
