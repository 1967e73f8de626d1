import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { type TestDb, createTestDb } from '../testing/databases';
import { buildApp } from './app';
import { buildTestApp, testEnv } from '../testing/test-app';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: {
    content: Record<string, { schema: { properties?: Record<string, unknown>; additionalProperties?: boolean } }>;
  };
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

/** The OpenAPI document at /api/docs/json describes both services from the routes' zod schemas. */
describe('OpenAPI document', () => {
  let db: TestDb;
  let app: App;
  let paths: Paths;

  beforeAll(async () => {
    db = await createTestDb('sqlite');
    app = await buildTestApp(db);
    const reply = await app.inject({ url: '/api/docs/json' });
    expect(reply.statusCode).toBe(200);
    paths = (reply.json() as { paths: Paths }).paths;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('lists the content routes and the resource routes by their exact paths', () => {
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/global-settings',
        '/api/discount-check',
        '/api/delivery-zones',
        '/api/resource/{doctype}',
        '/api/resource/{doctype}/{name}',
        '/api/method/frappe.client.get_list',
      ]),
    );
    expect(Object.keys(paths['/api/global-settings']!)).toEqual(['get']);
    expect(Object.keys(paths['/api/discount-check']!)).toEqual(['post']);
    expect(Object.keys(paths['/api/delivery-zones']!)).toEqual(['get']);
  });

  it('global-settings documents its populate parameter and the Strapi envelope', () => {
    const op = paths['/api/global-settings']!.get!;
    expect(op.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'query', name: 'populate' })]));
    const schema = op.responses['200']!.content!['application/json']!.schema;
    expect(Object.keys(schema.properties!)).toEqual(['data', 'meta']);
  });

  it('discount-check documents a strict body of codes and quantities, and its reply', () => {
    const op = paths['/api/discount-check']!.post!;
    const body = op.requestBody!.content['application/json']!.schema;
    expect(Object.keys(body.properties!).sort()).toEqual(['discount_code', 'items']);
    expect(body.additionalProperties).toBe(false);
    expect(JSON.stringify(body)).not.toContain('price');
    const reply = op.responses['200']!.content!['application/json']!.schema;
    const data = reply.properties!.data as { properties: Record<string, unknown> };
    expect(Object.keys(data.properties).sort()).toEqual(['amount', 'code', 'reason', 'status', 'type']);
    expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '429']);
  });

  it('delivery-zones documents the province → wilaya → zone tree', () => {
    const schema = paths['/api/delivery-zones']!.get!.responses['200']!.content!['application/json']!.schema;
    expect(JSON.stringify(schema)).toContain('customer_price');
    expect(JSON.stringify(schema)).toContain('wilayas');
  });
});

describe('API documentation outside production', () => {
  it.each(['demo', 'development'])('is served in %s: the page, its JSON and its YAML', async (mode) => {
    const db = await createTestDb('sqlite');
    const app = await buildApp({ db, env: testEnv({ APP_ENV: mode }) });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/yaml']) {
        const reply = await app.inject({ url });
        expect(reply.statusCode < 400, `${mode} ${url} → ${reply.statusCode}`).toBe(true);
      }
      expect((await app.inject({ url: '/api/docs/json' })).json().paths['/api/admin/orders']).toBeDefined();
      expect((await app.inject({ url: '/api/docs/yaml' })).body).toContain('openapi:');
    } finally {
      await app.close();
      await db.close();
    }
  });
});
