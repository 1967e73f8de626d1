import 'server-only';
import { type ServiceResult, callService } from './transport';

const text = { parseAs: 'text' } as const;

/** The content service's reads page code makes, with their query. */
export type ContentRequest = { path: '/api/global-settings'; query: { populate?: string } } | { path: '/api/review-summaries'; query: { items: string } };

/**
 * Strapi-style calls: the envelope's `data` is returned, errors stay values. Its shape is the
 * caller's to read (the settings' attributes are free-form).
 */
export async function contentData<T>(request: ContentRequest): Promise<ServiceResult<T>> {
  const result = await callService('content', {}, (client, headers) =>
    request.path === '/api/global-settings'
      ? client.GET('/api/global-settings', { params: { query: request.query }, headers, ...text })
      : client.GET('/api/review-summaries', { params: { query: request.query }, headers, ...text }),
  );
  if (!result.ok) return result;
  const body = result.data;
  return { ok: true, data: (body !== null && typeof body === 'object' ? (body as { data?: unknown }).data : undefined) as T };
}
