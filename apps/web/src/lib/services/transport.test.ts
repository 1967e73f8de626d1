import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

vi.mock('server-only', () => ({}));

const { registerInProcessApi } = await import('./in-process');
const { countDocs, getDoc, listDocs } = await import('./resource-client');
const { contentData } = await import('./content-client');

const { countRowWire, ratingSummariesWire, webPageWire, websiteItemWire } = await import('../catalog/wire');

const seen: { url: string; authorization?: string }[] = [];
const nameRow = websiteItemWire.pick({ name: true });
const settingsRows = z.array(z.object({ id: z.number(), attributes: z.object({ free_shipping_above: z.number() }) }));
const unreadable = {
  ok: false,
  error: {
    kind: 'server',
    status: 502,
    code: 'reply.unreadable',
    message: 'Something went wrong.',
    params: {},
    language: 'en',
  },
};

function backend(): FastifyInstance {
  const app = Fastify();
  app.addHook('onRequest', async (request) => {
    seen.push({
      url: request.url,
      ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
    });
  });
  app.get('/api/resource/:doctype', async (request) => {
    const { doctype } = request.params as { doctype: string };
    if (doctype === 'Malformed') return { data: [{ name: 'ITEM-1' }, { name: 42 }] };
    if (doctype === 'Extra') return { data: [{ name: 'ITEM-1', custom_extra: 'x' }] };
    if (doctype === 'Unwrapped') return [{ name: 'ITEM-1' }];
    const { fields } = request.query as { fields?: string };
    return { data: fields?.includes('count') ? [{ count: 7 }] : [{ name: 'ITEM-1' }] };
  });
  app.get('/api/resource/:doctype/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    if (name === 'broken') return reply.status(500).type('text/plain').send('<html>oops</html>');
    if (name === 'blocks')
      return { data: { name, page_blocks: [{ web_template: 'SS Slider', size: null, web_template_values: '{}' }] } };
    if (name === 'bad-blocks') return { data: { name, page_blocks: [{ web_template: 'SS Slider', size: 3 }] } };
    return reply
      .status(404)
      .send({ error: { status: 404, name: 'NotFoundError', message: `Web Page ${name} not found` } });
  });
  app.get('/api/global-settings', async () => ({ data: [{ id: 1, attributes: { free_shipping_above: 20 } }] }));
  app.get('/api/review-summaries', async () => ({
    data: { 'ITEM-1': { average: 0.8, count: '2', first_reviewer: 'Aisha' } },
  }));
  return app;
}

describe('the services through the one API client', () => {
  const inProcess = backend();
  const remote = backend();
  let remoteUrl = '';

  beforeAll(async () => {
    await inProcess.ready();
    remoteUrl = await remote.listen({ port: 0, host: '127.0.0.1' });
    registerInProcessApi({ app: inProcess, resourceToken: 'key:secret', contentToken: 'content-token' });
  });
  afterAll(async () => {
    await Promise.all([inProcess.close(), remote.close()]);
  });
  afterEach(() => {
    seen.length = 0;
    vi.unstubAllEnvs();
  });

  it('answers in process, with the credential only on authenticated calls', async () => {
    expect(await listDocs('Website Item', { fields: ['name'] }, nameRow)).toEqual({
      ok: true,
      data: [{ name: 'ITEM-1' }],
    });
    expect(await countDocs('Website Item', { filters: [['published', '=', 1]] }, true)).toEqual({ ok: true, data: 7 });
    expect(seen[0]).toEqual({ url: `/api/resource/Website%20Item?fields=${encodeURIComponent('["name"]')}` });
    expect(seen[1]?.authorization).toBe('token key:secret');
  });

  it('keeps expected failures as values: the service message, an unreadable body', async () => {
    expect(await getDoc('Web Page', 'home', webPageWire)).toEqual({
      ok: false,
      error: {
        kind: 'not-found',
        status: 404,
        code: 'not_found',
        language: 'en',
        message: 'Web Page home not found',
        params: {},
        body: { error: { status: 404, name: 'NotFoundError', message: 'Web Page home not found' } },
      },
    });
    expect(await getDoc('Web Page', 'broken', webPageWire)).toEqual({
      ok: false,
      error: {
        kind: 'server',
        status: 500,
        code: 'server.failed',
        message: 'Something went wrong.',
        params: {},
        language: 'en',
      },
    });
  });

  it('goes over HTTP to RESOURCE_BASE_URL / CONTENT_BASE_URL with their credentials', async () => {
    vi.stubEnv('RESOURCE_BASE_URL', `${remoteUrl}/`);
    vi.stubEnv('RESOURCE_API_KEY', 'remote-key');
    vi.stubEnv('RESOURCE_API_SECRET', 'remote-secret');
    vi.stubEnv('CONTENT_BASE_URL', remoteUrl);
    vi.stubEnv('CONTENT_API_TOKEN', 'remote-content');
    expect(await listDocs('Brand', {}, nameRow, true)).toEqual({ ok: true, data: [{ name: 'ITEM-1' }] });
    expect(await contentData({ path: '/api/global-settings', query: { populate: '*' } }, settingsRows)).toEqual({
      ok: true,
      data: [{ id: 1, attributes: { free_shipping_above: 20 } }],
    });
    expect(seen).toEqual([
      { url: '/api/resource/Brand', authorization: 'token remote-key:remote-secret' },
      { url: '/api/global-settings?populate=*' },
    ]);
  });

  it('is unavailable (503) when the remote service cannot be reached', async () => {
    vi.stubEnv('RESOURCE_BASE_URL', 'http://127.0.0.1:9');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await listDocs('Brand', {}, nameRow)).toEqual({
      ok: false,
      error: {
        kind: 'unavailable',
        status: 503,
        code: 'network.unreachable',
        message: 'Request Failed.',
        params: {},
        language: 'en',
      },
    });
    quiet.mockRestore();
  });

  describe('parses every reply with the schema given', () => {
    const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

    it('returns well-formed rows and documents as parsed, without keys the schema does not name', async () => {
      expect(await listDocs('Extra', {}, nameRow)).toEqual({ ok: true, data: [{ name: 'ITEM-1' }] });
      expect(await getDoc('Web Page', 'blocks', webPageWire)).toEqual({
        ok: true,
        data: { name: 'blocks', page_blocks: [{ web_template: 'SS Slider', size: null, web_template_values: '{}' }] },
      });
      expect(await listDocs('Website Item', { fields: ['count(name) as count'] }, countRowWire)).toEqual({
        ok: true,
        data: [{ count: 7 }],
      });
    });

    it('gives the failure value, not rows, when one row does not match', async () => {
      const log = quiet();
      expect(await listDocs('Malformed', {}, nameRow)).toEqual(unreadable);
      expect(await countDocs('Malformed', {})).toEqual(unreadable);
      expect(await getDoc('Web Page', 'bad-blocks', webPageWire)).toEqual(unreadable);
      expect(log).toHaveBeenCalled();
      log.mockRestore();
    });

    it('gives the failure value when the envelope is missing or the content does not match', async () => {
      const log = quiet();
      expect(await listDocs('Unwrapped', {}, nameRow)).toEqual(unreadable);
      expect(
        await contentData({ path: '/api/review-summaries', query: { items: 'ITEM-1' } }, ratingSummariesWire),
      ).toEqual(unreadable);
      log.mockRestore();
    });
  });
});
