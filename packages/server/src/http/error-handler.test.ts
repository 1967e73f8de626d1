import Fastify from 'fastify';
import { type ZodTypeProvider, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badRequest } from '../errors';
import { ShopperError, text } from '../i18n/shopper-text';
import { handleError } from './error-handler';

/** The one error handler writes a shopper's text in the language of the request (Accept-Language), and nothing else. */
describe('error replies in the request language', () => {
  const app = Fastify({ logger: false });
  app.setErrorHandler(handleError);
  app.get('/api/shopper', () => {
    throw new ShopperError('ConflictError', text('order.onlyLeft', { left: 2, name: 'Rose Oil' }), {
      item_code: 'SKU-9',
      available: 2,
    });
  });
  app.get('/api/method/shopper', () => {
    throw new ShopperError('RateLimitError', text('review.tooMany'));
  });
  app.get('/api/staff', () => {
    throw badRequest('valid_to must be after valid_from');
  });
  app.get('/api/bug', () => {
    throw new Error('a bug with internals');
  });
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  const get = (url: string, language?: string) =>
    app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });

  it('a shopper text: Arabic for ar-OM, English for en-OM or no header; status, name and details alike', async () => {
    const ar = await get('/api/shopper', 'ar-OM');
    const en = await get('/api/shopper', 'en-OM');
    const none = await get('/api/shopper');
    expect(ar.json()).toEqual({
      data: null,
      error: {
        status: 409,
        name: 'ConflictError',
        code: 'order.only_left',
        message: 'لم يتبقَّ سوى 2 من Rose Oil.',
        params: { left: 2, name: 'Rose Oil' },
        details: { item_code: 'SKU-9', available: 2 },
      },
    });
    expect(ar.headers['content-language']).toBe('ar');
    for (const reply of [en, none]) {
      expect(reply.headers['content-language']).toBe('en');
      expect(reply.json()).toEqual({
        data: null,
        error: {
          status: 409,
          name: 'ConflictError',
          code: 'order.only_left',
          message: 'Only 2 left of Rose Oil.',
          params: { left: 2, name: 'Rose Oil' },
          details: { item_code: 'SKU-9', available: 2 },
        },
      });
    }
  });

  it("in Frappe's envelope too", async () => {
    const reply = await get('/api/method/shopper', 'ar');
    expect(reply.statusCode).toBe(429);
    expect(reply.json()).toMatchObject({
      exc_type: 'RateLimitError',
      code: 'review.too_many',
      params: {},
      message: 'تم إرسال عدد كبير من التقييمات من هذا العنوان. يرجى المحاولة لاحقًا.',
    });
    expect(JSON.parse(JSON.parse(reply.json()._server_messages)[0]).message).toBe(
      'تم إرسال عدد كبير من التقييمات من هذا العنوان. يرجى المحاولة لاحقًا.',
    );
  });

  it('a text that is not a shopper text (staff, API) stays as written, and the reply says it is English', async () => {
    const reply = await get('/api/staff', 'ar-OM');
    expect(reply.headers['content-language']).toBe('en');
    expect(reply.json().error).toMatchObject({
      code: 'request.invalid',
      message: 'valid_to must be after valid_from',
    });
  });

  it('an unexpected failure says only that something went wrong, in the request language', async () => {
    const ar = await get('/api/bug', 'ar-OM');
    expect(ar.headers['content-language']).toBe('ar');
    expect(ar.json().error).toMatchObject({
      status: 500,
      code: 'server.failed',
      message: 'حدث خطأ ما.',
    });
    expect((await get('/api/bug')).json().error).toMatchObject({ status: 500, message: 'Something went wrong.' });
  });
});

/** A refused input names each field once, as a dotted path before the schema's own words, wherever it was judged. */
describe('validation refusals', () => {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(handleError);
  const body = z.object({ line: z.object({ qty: z.number().max(3, 'At most 3 units') }), note: z.string() });
  app.post('/api/schema', { schema: { body } }, () => 'ok');
  app.post('/api/method/schema', { schema: { body } }, () => 'ok');
  app.post('/api/service', (request) => body.parse(request.body));
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });

  it.each(['/api/schema', '/api/service'])('%s: every field, the first one in params', async (url) => {
    const reply = await post(url, { line: { qty: 9 } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatchObject({
      code: 'request.invalid',
      message: 'line.qty: At most 3 units; note: Invalid input: expected string, received undefined',
      params: { field: 'line.qty' },
    });
  });

  it("in Frappe's envelope too, and a refusal of the whole input names no field", async () => {
    expect((await post('/api/method/schema', { line: { qty: 9 }, note: 'x' })).json()).toMatchObject({
      exc_type: 'ValidationError',
      code: 'request.invalid',
      message: 'line.qty: At most 3 units',
      params: { field: 'line.qty' },
    });
    expect((await post('/api/schema', [])).json().error).toMatchObject({
      message: 'Invalid input: expected object, received array',
      params: { field: '' },
    });
  });
});
