import { MAX_FILTER_VALUES } from '@shop/domain/catalog-query';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { SEARCH_SORTS } from './search.queries';

const row = z.record(z.string(), z.unknown());
const searchReply = z.object({
  message: z.array(row),
  total: z.number(),
  corrected_to: z.string().nullable(),
  suggestion: z.string().nullable(),
  popular: z.array(row),
});

/** A JSON list of names (`["A","B"]`); anything else is no choice. */
const nameList = z
  .string()
  .max(8000)
  .optional()
  .transform((text) => {
    if (!text) return [];
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed)
        ? parsed.filter((v): v is string => typeof v === 'string').slice(0, MAX_FILTER_VALUES)
        : [];
    } catch {
      return [];
    }
  });
const flag = z.enum(['0', '1']).optional();
const price = z.coerce.number().min(0).max(1_000_000).optional();

const searchQuery = z.object({
  q: z.string().max(4000).default(''),
  warehouse: z.string().min(1).max(140),
  limit: z.coerce.number().int().min(1).max(40).default(10),
  start: z.coerce.number().int().min(0).max(10_000).default(0),
  sort: z.enum(SEARCH_SORTS).default('relevance'),
  brands: nameList,
  categories: nameList,
  offers: flag,
  in_stock: flag,
  min_price: price,
  max_price: price,
  typing: flag,
  page: flag,
});

const categoryCountsQuery = searchQuery.pick({
  q: true,
  warehouse: true,
  brands: true,
  offers: true,
  in_stock: true,
  min_price: true,
  max_price: true,
});
const categoryCountsReply = z.object({
  message: z.array(z.object({ custom_ecommerce_category: z.string(), count: z.number() })),
});

/**
 * GET /api/search — the shop's own product search (issue 29): the header's dropdown (`typing=1`:
 * the last word may be unfinished) and the results page (`page=1`: logged for the team's report,
 * with a suggestion and popular products when nothing matches). Public, like the catalog's
 * listings; API clients that want Frappe's `like` keep the resource service.
 */
export const searchRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Products matching the typed words in any order, forgiving typos and spelling variants, ranked',
        querystring: searchQuery,
        response: { 200: searchReply },
      },
    },
    async (request) => {
      const q = request.query;
      const answer = await deps.search.search({
        q: q.q,
        filters: {
          warehouse: q.warehouse,
          brands: q.brands,
          categories: q.categories,
          offers: q.offers === '1',
          inStock: q.in_stock === '1',
          priceMin: q.min_price,
          priceMax: q.max_price,
        },
        sort: q.sort,
        start: q.start,
        limit: q.limit,
        typing: q.typing === '1',
        page: q.page === '1',
      });
      return {
        message: answer.rows,
        total: answer.total,
        corrected_to: answer.correctedTo,
        suggestion: answer.suggestion,
        popular: answer.popular,
      };
    },
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    '/search/category-counts',
    {
      schema: {
        tags: ['search'],
        summary:
          'How many products the results page of this query finds in each category (its own products), with the filters but the category choice',
        querystring: categoryCountsQuery,
        response: { 200: categoryCountsReply },
      },
    },
    async (request) => {
      const q = request.query;
      const counts = await deps.search.categoryCounts({
        q: q.q,
        filters: {
          warehouse: q.warehouse,
          brands: q.brands,
          categories: [],
          offers: q.offers === '1',
          inStock: q.in_stock === '1',
          priceMin: q.min_price,
          priceMax: q.max_price,
        },
      });
      return { message: counts.map(({ category, count }) => ({ custom_ecommerce_category: category, count })) };
    },
  );
};
