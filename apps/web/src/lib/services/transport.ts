import 'server-only';
import { inProcessApi } from './in-process';

export type Service = 'resource' | 'content';

export type ServiceErrorKind = 'not-found' | 'invalid' | 'unauthorized' | 'conflict' | 'unavailable' | 'server';

export interface ServiceError {
  kind: ServiceErrorKind;
  status: number;
  message: string;
  body?: unknown;
}

/** Expected failures are values; only bugs throw. */
export type ServiceResult<T> = { ok: true; data: T } | { ok: false; error: ServiceError };

export interface ServiceRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the service credential. Public catalog reads go without, as any visitor's would. */
  authenticated?: boolean;
}

function kindOf(status: number): ServiceErrorKind {
  if (status === 404) return 'not-found';
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 409) return 'conflict';
  if (status >= 400 && status < 500) return 'invalid';
  return 'server';
}

function messageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; error?: { message?: unknown } };
    if (typeof b.error?.message === 'string') return b.error.message;
    if (typeof b.message === 'string') return b.message;
  }
  return `Request failed with status code ${status}`;
}

function remote(service: Service) {
  const base = service === 'resource' ? process.env.RESOURCE_BASE_URL : process.env.CONTENT_BASE_URL;
  if (!base) return undefined;
  const auth =
    service === 'resource'
      ? process.env.RESOURCE_API_KEY && `token ${process.env.RESOURCE_API_KEY}:${process.env.RESOURCE_API_SECRET}`
      : process.env.CONTENT_API_TOKEN && `Bearer ${process.env.CONTENT_API_TOKEN}`;
  return { base: base.replace(/\/$/, ''), auth: auth || undefined };
}

function queryString(query: ServiceRequest['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.set(k, v);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * One call to a service. By default the in-process Fastify app answers through `inject`;
 * with RESOURCE_BASE_URL / CONTENT_BASE_URL set, the same call goes over HTTP to a remote
 * Frappe or Strapi-style backend.
 */
export async function callService<T>(service: Service, request: ServiceRequest): Promise<ServiceResult<T>> {
  const method = request.method ?? 'GET';
  const url = `${request.path}${queryString(request.query)}`;
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  if (payload !== undefined) headers['content-type'] = 'application/json';

  let status: number;
  let text: string;
  try {
    const target = remote(service);
    if (target) {
      if (target.auth && request.authenticated) headers.authorization ??= target.auth;
      const response = await fetch(`${target.base}${url}`, { method, headers, body: payload, cache: 'no-store' });
      status = response.status;
      text = await response.text();
    } else {
      const api = inProcessApi();
      if (!api) return { ok: false, error: { kind: 'unavailable', status: 503, message: 'Request Failed.' } };
      if (request.authenticated) {
        headers.authorization ??= service === 'resource' ? `token ${api.resourceToken}` : `Bearer ${api.contentToken}`;
      }
      const response = await api.app.inject({ method, url, headers, payload });
      status = response.statusCode;
      text = response.body;
    }
  } catch (error) {
    console.error(`[${service}] ${method} ${url} failed`, error);
    return { ok: false, error: { kind: 'unavailable', status: 503, message: 'Request Failed.' } };
  }

  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    return { ok: false, error: { kind: 'server', status, message: 'Something went wrong.' } };
  }
  if (status >= 200 && status < 300) return { ok: true, data: body as T };
  return { ok: false, error: { kind: kindOf(status), status, message: messageOf(body, status), body } };
}
