import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminTestApp, staffRequest } from '../../testing/admin-fixtures';
import { type TestDb, testEngines } from '../../testing/databases';
import { type App, WAREHOUSE } from '../../testing/test-app';
import { insertCatalog } from '../resource/resource-fixtures';

const STAFF = { email: 'search@example.om', name: 'Search Staff', password: 'search staff password' };

/** Issue 29, the fuzzer's search corpus: search syntax, wildcards, SQL, emoji, long and mixed-script text. */
const CORPUS = [
  '"',
  '""',
  '*',
  'serum*',
  '-serum',
  'name:serum',
  'NEAR',
  'NEAR(serum cream, 2)',
  'serum OR cream',
  'serum AND NOT cream',
  '(serum',
  'serum)',
  '^serum',
  '%',
  '_',
  '%_%',
  '\\',
  "'",
  "'; drop table website_item; --",
  '1=1 or',
  '💄✨🌞',
  'سيروم 💄 serum',
  'كريم night cream ليلي',
  'a'.repeat(1000),
  'سيروم '.repeat(200),
  '\u200f\u200e\u200b',
  '{}[]<>|&!~',
  '   ',
];

describe.each(await testEngines())('GET /api/search and the back-office search on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let staff: { cookie: string; csrf: string };
  beforeAll(async () => {
    ({ db, app, staff } = await openAdminTestApp(engine, insertCatalog, STAFF));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const search = (q: string, extra: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/search', query: { q, warehouse: WAREHOUSE, ...extra } });
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    staffRequest(app, staff, method, url, payload);

  it.each(CORPUS)('answers %j with a list, never an error', async (q) => {
    for (const extra of [{ typing: '1' }, { page: '1' }] as Record<string, string>[]) {
      const reply = await search(q, extra);
      expect(reply.statusCode).toBe(200);
      expect(Array.isArray(reply.json().message)).toBe(true);
    }
  });

  it('answers any generated text (with NUL or a lone surrogate half: a 400 naming the field) and never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 60 }), async (q) => {
        const reply = await search(q, { typing: '1' });
        expect([200, 400]).toContain(reply.statusCode);
        if (reply.statusCode === 400)
          expect(/[\uD800-\uDFFF]/.test(q) || q.includes(String.fromCharCode(0))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('adds, replaces and removes synonym lists, each change in the audit log; refuses a list of one term with its code', async () => {
    const refused = await admin('POST', '/search/synonyms', { terms: 'sunblock' });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('synonym_terms');
    const created = await admin('POST', '/search/synonyms', { terms: 'Sunblock,  sun block , SUNSCREEN, sunblock' });
    expect(created.statusCode).toBe(201);
    const { id, terms } = created.json().data as { id: number; terms: string };
    expect(terms).toBe('sunblock, sun block, sunscreen');
    expect((await admin('PUT', `/search/synonyms/${id}`, { terms: 'كريم، مرطب' })).json().data.terms).toBe(
      'كريم, مرطب',
    );
    expect((await admin('GET', '/search/synonyms')).json().data).toEqual([
      expect.objectContaining({ id, terms: 'كريم, مرطب' }),
    ]);
    expect((await admin('DELETE', `/search/synonyms/${id}`)).statusCode).toBe(200);
    expect((await admin('DELETE', `/search/synonyms/${id}`)).statusCode).toBe(404);
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'actor_email', 'summary'])
      .where('target_type', '=', 'search_synonym')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, a.target_id, a.actor_email])).toEqual([
      ['synonym.create', String(id), STAFF.email],
      ['synonym.change', String(id), STAFF.email],
      ['synonym.delete', String(id), STAFF.email],
    ]);
    expect(JSON.parse(audit[1]!.summary)).toEqual({
      before: { terms: 'sunblock, sun block, sunscreen' },
      after: { terms: 'كريم, مرطب' },
    });
  });

  it('reports the most searched queries of the results page that found nothing, and those that found few', async () => {
    await db.kysely.deleteFrom('search_query_log').execute();
    for (const q of ['qqzzxx', 'QQZZXX', 'qqzzxx', 'yyxxww', 'serum', 'serum', 'serum']) await search(q, { page: '1' });
    await search('typing only', { typing: '1' });
    const report = (await admin('GET', '/search/report')).json().data as { zero: unknown[]; low: unknown[] };
    expect(report.zero).toEqual([
      { query: 'qqzzxx', searches: 3, results: 0 },
      { query: 'yyxxww', searches: 1, results: 0 },
    ]);
    expect(report.low).toEqual([{ query: 'serum', searches: 3, results: expect.any(Number) }]);
  });
});
