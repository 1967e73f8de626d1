import { toBaisa } from '@shop/domain/money';
import type { Db } from '../../db/connection';
import { toTimestamp } from '../../db/time';
import { type SearchPlan, type Synonyms, Vocabulary, closestQuery, planSearch, satisfiable } from './search-plan';
import {
  type SearchFilters,
  type SearchSort,
  catalogWords,
  popularNames,
  searchCategoryCounts,
  searchNames,
} from './search.queries';
import { cardRows, logQuery, synonymRows } from './search-store.queries';
import { queryWords, synonymTerms } from './search-words';

/**
 * The shop's own search (issue 29): the dropdown and the results page. The catalog's words and
 * the team's synonyms are read at most every REFRESH_MS per node (a word added since is found
 * whole at once, corrected to within that time); a synonym saved on this node applies at once.
 */
const REFRESH_MS = 30_000;
const POPULAR = 8;
const POPULAR_DAYS = 90;

export interface SearchRequest {
  q: string;
  filters: Omit<SearchFilters, 'priceMin' | 'priceMax'> & { priceMin?: number; priceMax?: number };
  sort: SearchSort;
  start: number;
  limit: number;
  /** The dropdown: the last word is still being typed; `total` is then only the page's count. */
  typing: boolean;
  /** The results page: log the query, and answer popular products and a suggestion when nothing matches. */
  page: boolean;
}

export interface SearchAnswer {
  rows: Record<string, unknown>[];
  total: number;
  /** The query as the catalog writes it, when a word was corrected. */
  correctedTo: string | null;
  suggestion: string | null;
  popular: Record<string, unknown>[];
}

interface Cached<T> {
  value: Promise<T>;
  at: number;
}

export function createSearchService(db: Db, now: () => Date = () => new Date()) {
  let vocabulary: Cached<Vocabulary> | undefined;
  let synonyms: Cached<Synonyms> | undefined;
  const fresh = <T>(cached: Cached<T> | undefined, load: () => Promise<T>): Cached<T> => {
    if (cached && now().getTime() - cached.at < REFRESH_MS) return cached;
    const next = { value: load(), at: now().getTime() };
    next.value.catch(() => undefined);
    // A refresh that fails keeps the last good answer.
    return cached ? { value: next.value.catch(() => cached.value), at: next.at } : next;
  };
  const loadSynonyms = async (): Promise<Synonyms> => {
    const map = new Map<string, string[][]>();
    for (const { terms } of await synonymRows(db)) {
      const list = synonymTerms(terms);
      for (const term of list) {
        if (term.length > 2) continue;
        const key = term.join(' ');
        map.set(key, [...(map.get(key) ?? []), ...list.filter((other) => other.join(' ') !== key)]);
      }
    }
    return map;
  };
  const context = async () => {
    vocabulary = fresh(vocabulary, async () => new Vocabulary(await catalogWords(db)));
    synonyms = fresh(synonyms, loadSynonyms);
    return { vocabulary: await vocabulary.value, synonyms: await synonyms.value };
  };

  const filtersOf = (request: Pick<SearchRequest, 'filters'>): SearchFilters => ({
    ...request.filters,
    priceMin: request.filters.priceMin === undefined ? undefined : toBaisa(request.filters.priceMin),
    priceMax: request.filters.priceMax === undefined ? undefined : toBaisa(request.filters.priceMax),
  });

  const run = async (plan: SearchPlan, request: SearchRequest) =>
    satisfiable(plan)
      ? searchNames(db, plan, filtersOf(request), request.sort, request.start, request.limit, !request.typing)
      : { names: [], total: 0 };

  async function search(request: SearchRequest): Promise<SearchAnswer> {
    const words = queryWords(request.q);
    const { vocabulary: vocab, synonyms: syn } = await context();
    const plan = planSearch(words, vocab, syn, { typing: request.typing });
    const { names, total } = words.length ? await run(plan, request) : { names: [], total: 0 };
    let suggestion: string | null = null;
    let popular: string[] = [];
    if (request.page && words.length) {
      if (total === 0) {
        suggestion = (await suggest(words, vocab, syn, request)) ?? null;
        const since = toTimestamp(new Date(now().getTime() - POPULAR_DAYS * 86_400_000));
        popular = await popularNames(db, request.filters.warehouse, since, POPULAR);
      }
      await logQuery(db, words.join(' '), total, toTimestamp(now())).catch(() => undefined);
    }
    return {
      rows: await cardRows(db, names),
      total,
      correctedTo: plan.corrected && total > 0 ? plan.phrase : null,
      suggestion,
      popular: await cardRows(db, popular),
    };
  }

  /** A query that finds something: the words corrected with a wider allowance, else the query without one of its words. */
  async function suggest(
    words: string[],
    vocab: Vocabulary,
    syn: Synonyms,
    request: SearchRequest,
  ): Promise<string | undefined> {
    const finds = async (candidate: string[]) =>
      (await run(planSearch(candidate, vocab, syn), { ...request, start: 0, limit: 1 })).total > 0;
    const closest = closestQuery(words, vocab);
    if (closest && (await finds(closest.split(' ')))) return closest;
    if (words.length < 2) return undefined;
    for (let i = words.length - 1; i >= 0; i -= 1) {
      const fewer = words.filter((_, j) => j !== i);
      if (await finds(fewer)) return planSearch(fewer, vocab, syn).phrase;
    }
    return undefined;
  }

  /**
   * The results page's category counts: the products the same query finds (the same words,
   * corrections and synonyms) with the same filters, counted per category.
   */
  async function categoryCounts(
    request: Pick<SearchRequest, 'q' | 'filters'>,
  ): Promise<{ category: string; count: number }[]> {
    const words = queryWords(request.q);
    if (!words.length) return [];
    const { vocabulary: vocab, synonyms: syn } = await context();
    const plan = planSearch(words, vocab, syn);
    return satisfiable(plan) ? searchCategoryCounts(db, plan, filtersOf(request)) : [];
  }

  return {
    search,
    categoryCounts,
    /** Forget the cached synonyms (after the team edits them on this node). */
    synonymsChanged: () => {
      synonyms = undefined;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
