import 'server-only';
import { type ServiceRequest, type ServiceResult, callService } from './transport';

/** Strapi-style calls: the envelope's `data` is returned, errors stay values. */
export async function contentData<T>(request: ServiceRequest): Promise<ServiceResult<T>> {
  const result = await callService<{ data: T }>('content', request);
  return result.ok ? { ok: true, data: result.data.data } : result;
}
