import 'server-only';
import type { z } from 'zod';
import { type ServiceResult, callService } from './transport';
import { replyData } from './reply';

const text = { parseAs: 'text' } as const;

/** The content service's reads page code makes, with their query. */
export type ContentRequest =
  | { path: '/api/global-settings'; query: { populate?: string } }
  | { path: '/api/review-summaries'; query: { items: string } };

/** Strapi-style calls: the envelope's `data`, parsed with `data`; errors stay values. */
export async function contentData<S extends z.ZodType>(
  request: ContentRequest,
  data: S,
): Promise<ServiceResult<z.output<S>>> {
  const result = await callService('content', {}, (client, headers) =>
    request.path === '/api/global-settings'
      ? client.GET('/api/global-settings', { params: { query: request.query }, headers, ...text })
      : client.GET('/api/review-summaries', { params: { query: request.query }, headers, ...text }),
  );
  return replyData(result, 'data', data);
}
