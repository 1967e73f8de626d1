import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { synonymBody } from '@shop/domain/schemas/admin-search';
import type { AppDeps } from '../../app-deps';
import { auditActorOf } from '../audit/audit-log';
import { changeSynonym, createSynonym, listSynonyms, removeSynonym, searchReport } from './search.admin.service';

const synonym = z.object({ id: z.number(), terms: z.string(), modified: z.string() });
const synonymParams = z.object({ id: z.coerce.number().int().positive() });
const reportRow = z.object({ query: z.string(), searches: z.number(), results: z.number() });

/** Back-office search: the synonym lists (audited) and the zero/low-result report. Mounted under /api/admin (owner and staff). */
export function registerSearchAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: search'];
  r.get(
    '/search/synonyms',
    { schema: { tags, summary: 'Every synonym list', response: { 200: z.object({ data: z.array(synonym) }) } } },
    async () => ({
      data: await listSynonyms(deps.db),
    }),
  );
  r.post(
    '/search/synonyms',
    {
      schema: {
        tags,
        summary: 'Add a synonym list (terms separated by commas)',
        body: synonymBody,
        response: { 201: z.object({ data: synonym }) },
      },
    },
    async (request, reply) => {
      const data = await createSynonym(deps.db, auditActorOf(request), request.body.terms);
      deps.search.synonymsChanged();
      return reply.status(201).send({ data });
    },
  );
  r.put(
    '/search/synonyms/:id',
    {
      schema: {
        tags,
        summary: 'Replace a synonym list’s terms',
        params: synonymParams,
        body: synonymBody,
        response: { 200: z.object({ data: synonym }) },
      },
    },
    async (request) => {
      const data = await changeSynonym(deps.db, auditActorOf(request), request.params.id, request.body.terms);
      deps.search.synonymsChanged();
      return { data };
    },
  );
  r.delete(
    '/search/synonyms/:id',
    {
      schema: {
        tags,
        summary: 'Remove a synonym list',
        params: synonymParams,
        response: { 200: z.object({ data: z.object({ id: z.number() }) }) },
      },
    },
    async (request) => {
      await removeSynonym(deps.db, auditActorOf(request), request.params.id);
      deps.search.synonymsChanged();
      return { data: { id: request.params.id } };
    },
  );
  r.get(
    '/search/report',
    {
      schema: {
        tags,
        summary: 'The last 30 days’ most searched queries with no result, and with 1–3 results',
        response: { 200: z.object({ data: z.object({ zero: z.array(reportRow), low: z.array(reportRow) }) }) },
      },
    },
    async () => ({ data: await searchReport(deps.db) }),
  );
}
