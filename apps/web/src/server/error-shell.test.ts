import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { getScriptNonceFromHeaders } from 'next/dist/server/app-render/get-script-nonce-from-header';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '@shop/server/http/app';
import { testEnv } from '@shop/server/testing/test-app';
import { type TestDb, createTestDb } from '@shop/server/testing/databases';
import { errors } from '../lib/i18n/en/errors';
import { pageHandler } from './page-handler';

const STYLESHEET = '/_next/static/chunks/1pedernrj2bbw.css';

/** Next's empty error shell as it writes it (trimmed): the page is in the script's RSC payload only. */
const shell = (nonce: string) =>
  `<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>` +
  `<script src="/_next/static/chunks/04u1-981jlzo9.js" async="" nonce="${nonce}"></script><title>Order NOPE-1 | Gulf Glow back-office</title></head>` +
  `<body><div hidden=""><!--$--><!--/$--></div><script nonce="${nonce}">self.__next_f.push([1,":HL[\\"${STYLESHEET}\\",\\"style\\"]\\n${'0:{}'.repeat(300)}"])</script></body></html>`;

const renderedNotFound =
  '<!DOCTYPE html><html lang="en-OM"><head><title>Page not found | Gulf Glow</title></head><body><h1>Page not found</h1></body></html>';

/** A stand-in for Next's request handler that answers as Next does: headers, flushHeaders, then chunks. */
async function nextStandIn(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const nonce = getScriptNonceFromHeaders(req.headers) ?? 'none';
  const path = req.url ?? '/';
  const isRsc = req.headers.rsc === '1';
  res.statusCode = path.startsWith('/missing') || path === '/unknown' ? 404 : path.startsWith('/broken') ? 500 : 200;
  res.setHeader('content-type', isRsc ? 'text/x-component' : 'text/html; charset=utf-8');
  const body = isRsc ? '0:{"b":"build"}\n' : path === '/unknown' ? renderedNotFound : shell(nonce);
  res.flushHeaders();
  const middle = Math.floor(body.length / 2);
  res.write(body.slice(0, middle));
  res.write(Buffer.from(body.slice(middle)));
  res.end();
}

const identity = { 'accept-encoding': 'identity' };
const document = { ...identity, 'sec-fetch-dest': 'document', accept: 'text/html' };
const policyNonce = (policy: unknown) => /script-src 'self' 'nonce-([^']+)'/.exec(String(policy))?.[1];
const titles = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
const links = (html: string) => [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2], m[1]]);
const text = (html: string, tag: string) => new RegExp(`<${tag}[^>]*>([^<]+)</${tag}>`).exec(html)?.[1];

describe('a document request Next answers with its empty error shell', () => {
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

  it('is the not-found page rendered on the server, with its 404, lang, title, texts and links', async () => {
    const reply = await app.inject({ url: '/missing/order', headers: document });
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = reply.body;
    expect(html).toMatch(/^<!DOCTYPE html><html id="__next_error__" lang="en-OM" dir="ltr"><head>/);
    expect(titles(html)).toEqual(['Page not found | Gulf Glow']);
    expect(text(html, 'h1')).toBe(errors['notFound.title']);
    expect(html).toContain(`>${errors['notFound.code']}</p>`);
    expect(html).toContain(
      `>We couldn&#x27;t find the page you are looking for. It may have moved, or the link might be incorrect.</p>`,
    );
    expect(links(html)).toEqual([
      [errors['notFound.shop'], '/shop'],
      [errors['notFound.offers'], '/shop?category=Offers'],
      [errors['notFound.home'], '/'],
    ]);
    expect(html).toContain(`<link rel="stylesheet" href="${STYLESHEET}" data-precedence="next"/></head>`);
    expect(html).toContain('<body class="flex min-h-dvh flex-col"><main id="main"');
    expect(Number(reply.headers['content-length'])).toBe(Buffer.byteLength(html));
  });

  it('keeps the scripts, with the nonce of the response policy, for the render in the browser', async () => {
    const reply = await app.inject({ url: '/missing/order', headers: document });
    const nonce = policyNonce(reply.headers['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(reply.body).toContain(
      `<script src="/_next/static/chunks/04u1-981jlzo9.js" async="" nonce="${nonce}"></script>`,
    );
    expect(reply.body).toContain(`<script nonce="${nonce}">self.__next_f.push(`);
  });

  it('is the error page for a server failure, with its 500 and a retry link to the same address', async () => {
    const reply = await app.inject({ url: '/broken/product', headers: { ...identity, accept: 'text/html' } });
    expect(reply.statusCode).toBe(500);
    expect(reply.body).toMatch(/^<!DOCTYPE html><html id="__next_error__" lang="en-OM" dir="ltr">/);
    expect(titles(reply.body)).toEqual(['Something went wrong | Gulf Glow']);
    expect(text(reply.body, 'h1')).toBe(errors['error.title']);
    expect(reply.body).toContain(`>${errors['error.text']}</p>`);
    expect(links(reply.body)).toEqual([
      [errors['error.retry'], ''],
      [errors['notFound.shop'], '/shop'],
      [errors['notFound.home'], '/'],
    ]);
  });

  it('is compressed after the substitution', async () => {
    const reply = await app.inject({ url: '/broken/product', headers: { ...document, 'accept-encoding': 'br' } });
    expect(reply.statusCode).toBe(500);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-length']).toBeUndefined();
    const html = brotliDecompressSync(reply.rawPayload).toString();
    expect(text(html, 'h1')).toBe(errors['error.title']);
  });

  it('the client router’s RSC fetches and non-document requests get Next’s answer untouched', async () => {
    const rsc = await app.inject({
      url: '/missing/order',
      headers: { ...identity, rsc: '1', 'sec-fetch-dest': 'empty' },
    });
    expect(rsc.statusCode).toBe(404);
    expect(rsc.body).toBe('0:{"b":"build"}\n');
    const fetched = await app.inject({ url: '/missing/order', headers: { ...identity, 'sec-fetch-dest': 'empty' } });
    expect(fetched.statusCode).toBe(404);
    expect(fetched.body).toMatch(/^<!DOCTYPE html><html id="__next_error__"><head>/);
    expect(titles(fetched.body)).toEqual(['Order NOPE-1 | Gulf Glow back-office']);
  });

  it('a page Next rendered itself, and any answer that is not an error, pass untouched', async () => {
    const unknown = await app.inject({ url: '/unknown', headers: document });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(renderedNotFound);
    const page = await app.inject({ url: '/fine', headers: document });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/^<!DOCTYPE html><html id="__next_error__"><head>/);
  });
});
