import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createScriptDeferrer, hydrateAfterPaint } from './hydrate-after-paint';
import { LOADER } from './hydration-loader';

const tag = (src: string) => `<script src="${src}" async=""></script>`;
const queued = (src: string) => `<script>__hydrateAfterPaint("${src}")</script>`;
const head = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>${tag('/_next/static/chunks/one-1.js')}${tag('/_next/static/chunks/turbopack-x.js')}<title>T</title></head>`;
const body = `<body><p>Hi</p><script id="_R_">(globalThis.TURBOPACK||[]).push({})</script>${tag('/_next/static/chunks/main_2.js')}</body></html>`;
const page = head + body;

function rewrite(chunks: string[]): { html: string; deferred: number } {
  const deferrer = createScriptDeferrer();
  const html = chunks.map((c) => deferrer.push(c)).join('') + deferrer.end();
  return { html, deferred: deferrer.deferredCount };
}

describe('createScriptDeferrer', () => {
  it("turns each of Next's async chunk tags into a queue entry, the loader defined before the first", () => {
    const { html, deferred } = rewrite([page]);
    expect(deferred).toBe(3);
    expect(html).toBe(
      page
        // (functions as replacements: the loader holds '$' characters)
        .replace(tag('/_next/static/chunks/one-1.js'), () => `<script>${LOADER}</script>${queued('/_next/static/chunks/one-1.js')}`)
        .replace(tag('/_next/static/chunks/turbopack-x.js'), () => queued('/_next/static/chunks/turbopack-x.js'))
        .replace(tag('/_next/static/chunks/main_2.js'), () => queued('/_next/static/chunks/main_2.js')),
    );
    expect(html).not.toContain('async=""');
  });

  it('gives the same result whatever the chunk boundaries, even inside a tag', () => {
    const whole = rewrite([page]).html;
    for (let size = 1; size <= 40; size += 3) {
      const chunks: string[] = [];
      for (let i = 0; i < page.length; i += size) chunks.push(page.slice(i, i + size));
      expect(rewrite(chunks).html).toBe(whole);
    }
  });

  it('passes everything else through untouched and holds nothing back from plain text', () => {
    const other = `<html><head>${'<script src="https://example.test/x.js" async=""></script>'}<script src="/_next/static/chunks/p.js" noModule=""></script></head><body>a < b and <script>1</script></body></html>`;
    expect(rewrite([other])).toEqual({ html: other, deferred: 0 });
    const deferrer = createScriptDeferrer();
    expect(deferrer.push('<p>done</p>')).toBe('<p>done</p>');
  });

  it('leaves a tag whose path needs escaping alone', () => {
    const odd = tag('/_next/static/chunks/a"b.js');
    expect(rewrite([odd]).html).toBe(odd);
  });

  it('holds back at most a tag: a long unfinished "<script src=" run is released', () => {
    const deferrer = createScriptDeferrer();
    const long = `<script src="${'x'.repeat(600)}`;
    expect(deferrer.push(long)).toBe(long);
  });

  it('is valid ES5', () => {
    expect(() => new Function(LOADER)).not.toThrow();
    expect(LOADER).not.toMatch(/=>|\blet\b|\bconst\b|`/);
  });
});

describe('hydrateAfterPaint', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
    server = createServer((req, res) => {
      hydrateAfterPaint(res);
      handler!(req, res);
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  }

  it('rewrites a streamed HTML response and drops a content length the rewrite made wrong', async () => {
    const url = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-length', Buffer.byteLength(page));
      const bytes = Buffer.from(page);
      // split inside a tag and inside nothing in particular, as React's writes can
      res.write(bytes.subarray(0, 150));
      res.write(bytes.subarray(150, 151));
      res.end(bytes.subarray(151));
    });
    const response = await fetch(url);
    expect(response.headers.get('content-length')).toBeNull();
    expect(await response.text()).toBe(rewrite([page]).html);
  });

  it('keeps multi-byte characters split between writes intact', async () => {
    const arabic = `${head}<body><p>عُمان — ريال</p>${tag('/_next/static/chunks/main_2.js')}</body></html>`;
    const url = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html');
      const bytes = Buffer.from(arabic);
      const cut = bytes.indexOf(Buffer.from('ع')) + 1;
      res.write(bytes.subarray(0, cut));
      res.end(bytes.subarray(cut));
    });
    expect(await (await fetch(url)).text()).toBe(rewrite([arabic]).html);
  });

  it('leaves other content types byte for byte, content length included', async () => {
    const json = JSON.stringify({ html: tag('/_next/static/chunks/x.js') });
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
      res.end(json);
    });
    const response = await fetch(url);
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(json)));
    expect(await response.text()).toBe(json);
  });

  it('answers an HTML body given whole to end() with the right length', async () => {
    const url = await serve((_req, res) => {
      res.statusCode = 404;
      res.setHeader('content-type', 'text/html');
      res.end(page);
    });
    const response = await fetch(url);
    const text = await response.text();
    expect(response.status).toBe(404);
    expect(text).toBe(rewrite([page]).html);
  });
});
