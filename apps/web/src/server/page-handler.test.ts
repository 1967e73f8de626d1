import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { getScriptNonceFromHeaders } from 'next/dist/server/app-render/get-script-nonce-from-header';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '@shop/server/http/app';
import { testEnv } from '@shop/server/testing/test-app';
import { type TestDb, createTestDb } from '@shop/server/testing/databases';
import { pageHandler } from './page-handler';

/**
 * A stand-in for Next's request handler that reads the script nonce with Next's own parser (the
 * function its App Router render uses) and writes it on a script tag, as Next does.
 */
async function nextStandIn(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const nonce = getScriptNonceFromHeaders(req.headers) ?? 'none';
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(
    `<!doctype html><html><body>${'<p>Serum</p>'.repeat(200)}<script nonce="${nonce}">self.__next_f=[]</script></body></html>`,
  );
}

const scriptNonce = (html: string) => /<script nonce="([^"]+)">/.exec(html)?.[1];
const policyNonce = (policy: unknown) => /script-src 'self' 'nonce-([^']+)'/.exec(String(policy))?.[1];

describe('page requests handed to Next.js', () => {
  let db: TestDb;
  let app: App;

  beforeAll(async () => {
    db = await createTestDb('sqlite');
    app = await buildApp({ db, env: testEnv() });
    app.all('/*', pageHandler(nextStandIn));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('carry the security headers, and Next writes the nonce of the response policy on its scripts', async () => {
    const reply = await app.inject({ url: '/product/serum', headers: { 'accept-encoding': 'identity' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(String(reply.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    const nonce = policyNonce(reply.headers['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(scriptNonce(reply.body)).toBe(nonce);
  });

  it('a new nonce for every page', async () => {
    const nonces = new Set<string | undefined>();
    for (let i = 0; i < 10; i++) nonces.add(scriptNonce((await app.inject({ url: '/checkout' })).body));
    expect(nonces.size).toBe(10);
  });

  it('a policy the client sent (enforced or report-only) never gives Next its nonce', async () => {
    const reply = await app.inject({
      url: '/admin/sign-in',
      headers: {
        'accept-encoding': 'identity',
        'content-security-policy': "script-src 'nonce-chosenByTheClient'",
        'content-security-policy-report-only': "script-src 'nonce-alsoChosenByTheClient'",
      },
    });
    expect(scriptNonce(reply.body)).toBe(policyNonce(reply.headers['content-security-policy']));
  });

  it('are compressed with brotli when the browser accepts it, else gzip', async () => {
    const plain = (await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } })).body;
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    const brBody = brotliDecompressSync(br.rawPayload).toString();
    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const gzBody = gunzipSync(gz.rawPayload).toString();
    // each answer has its own nonce; the rest is the same page
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/, 'nonce=""');
    expect(withoutNonce(brBody)).toBe(withoutNonce(plain));
    expect(withoutNonce(gzBody)).toBe(withoutNonce(plain));
  });

  it('an API, media or sandbox path no route answered is the API 404, never a page', async () => {
    for (const url of ['/api/nothing-here', '/media/nothing.webp', '/sandbox/nothing']) {
      const reply = await app.inject({ url });
      expect(reply.statusCode).toBe(404);
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
