import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { ServerResponse, IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from '../config/env';
import { PRODUCTION_SETTINGS } from '../testing/production-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../testing/test-app';
import { type TestDb, createTestDb } from '../testing/databases';
import { type App, buildApp } from './app';
import { cspNonce, securityHeaderWriter } from './security-headers';

const NONCE = /^'nonce-([A-Za-z0-9+/]{22}==)'$/;

/** The policy outside production, with `<nonce>` for the response's own nonce. */
const POLICY = [
  "default-src 'self'",
  "script-src 'self' 'nonce-<nonce>'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

function nonceOf(policy: unknown): string {
  const source = String(policy)
    .split(';')
    .find((d) => d.startsWith('script-src '))!
    .split(' ')
    .find((s) => s.startsWith("'nonce-"));
  const match = NONCE.exec(source ?? '');
  if (!match) throw new Error(`no nonce in ${String(policy)}`);
  return match[1]!;
}

type Headers = Record<string, string | string[] | number | undefined>;

function expectShopHeaders(headers: Headers) {
  const policy = String(headers['content-security-policy']);
  expect(policy).toBe(POLICY.replace('<nonce>', nonceOf(policy)));
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe('browser security headers', () => {
  let db: TestDb;
  let app: App;
  let media: string;

  beforeAll(async () => {
    media = await mkdtemp(join(tmpdir(), 'headers-media-'));
    await writeFile(join(media, 'photo.webp'), 'not really a photo');
    db = await createTestDb('sqlite');
    app = await buildApp({ db, env: testEnv({ MEDIA_DIR: media }) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await rm(media, { recursive: true, force: true });
  });

  it('an API answer carries the policy, nosniff, DENY framing and the referrer policy; no HSTS outside production', async () => {
    const reply = await app.inject({ url: '/api/resource/Brand?limit_page_length=1' });
    expect(reply.statusCode).toBe(200);
    expectShopHeaders(reply.headers);
  });

  it('an API error (404 in its envelope) carries them too', async () => {
    const reply = await app.inject({ url: '/api/no-such-thing' });
    expect(reply.statusCode).toBe(404);
    expectShopHeaders(reply.headers);
  });

  it('a media file carries them', async () => {
    const reply = await app.inject({ url: '/media/photo.webp' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe('not really a photo');
    expectShopHeaders(reply.headers);
  });

  it('the payment sandbox page carries them', async () => {
    const reply = await app.inject({ url: '/sandbox/thawani/pay/checkout_missing?key=x' });
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expectShopHeaders(reply.headers);
  });

  it('the page for an address that does not decode (answered before any hook) carries them', async () => {
    const reply = await app.inject({ url: '/product/%' });
    expect(reply.statusCode).toBe(400);
    expectShopHeaders(reply.headers);
  });

  it('answers cut short by an earlier hook carry them: invalid text in a query, a rate-limited request', async () => {
    const refused = await app.inject({ url: '/api/resource/Brand?filters=%00' });
    expect(refused.statusCode).toBe(400);
    expectShopHeaders(refused.headers);
  });

  it('every response has its own nonce', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 20; i++)
      nonces.add(nonceOf((await app.inject({ url: '/api/no-such-thing' })).headers['content-security-policy']));
    expect(nonces.size).toBe(20);
  });
});

describe('browser security headers by environment', () => {
  const written = (settings: { production: boolean; devPages: boolean }) => {
    const req = new IncomingMessage(new Socket());
    const res = new ServerResponse(req);
    securityHeaderWriter(settings)(req, res);
    return { res, headers: res.getHeaders() as Headers };
  };

  it('production adds HSTS for a year (this host only) and upgrade-insecure-requests', () => {
    const { headers } = written({ production: true, devPages: false });
    expect(headers['strict-transport-security']).toBe('max-age=31536000');
    const policy = String(headers['content-security-policy']);
    expect(policy).toBe(`${POLICY.replace('<nonce>', nonceOf(policy))};upgrade-insecure-requests`);
  });

  it("the nonce in the header is the response's cspNonce", () => {
    const { res, headers } = written({ production: false, devPages: false });
    expect(nonceOf(headers['content-security-policy'])).toBe(cspNonce(res));
  });

  it("'unsafe-eval' only when Next's development server renders the pages; never 'unsafe-inline' for scripts", () => {
    for (const production of [false, true]) {
      const script = (devPages: boolean) =>
        String(written({ production, devPages }).headers['content-security-policy'])
          .split(';')
          .find((d) => d.startsWith('script-src '))!;
      expect(script(false)).not.toContain('unsafe');
      expect(script(true)).toMatch(/^script-src 'self' 'nonce-[^']+' 'unsafe-eval'$/);
    }
  });
});

describe('browser security headers of a production app', () => {
  let db: TestDb;
  let app: App;
  beforeAll(async () => {
    db = await createTestDb('sqlite');
    const env = { ...parseEnv({ ...PRODUCTION_SETTINGS, LOG_LEVEL: 'silent' }), mediaDir: testEnv().mediaDir };
    app = await buildApp({ db, env });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('sends HSTS on an API answer', async () => {
    const reply = await app.inject({ url: '/api/resource/Brand?limit_page_length=1' });
    expect(reply.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(String(reply.headers['content-security-policy'])).toMatch(/;upgrade-insecure-requests$/);
  });
});
