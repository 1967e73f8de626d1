import 'server-only';
import { headers as requestHeaders } from 'next/headers';
import type { Client } from 'openapi-fetch';
import { LOCALE_HEADER, isLocale } from '../i18n/locale';
import { type Failure, apiClient, failureOf } from '../api/client';
import type { paths } from '../api/schema';
import { IN_PROCESS_ORIGIN, inProcessApi, injectFetch } from './in-process';

export type Service = 'resource' | 'content';

type ServiceErrorKind = 'not-found' | 'invalid' | 'unauthorized' | 'conflict' | 'unavailable' | 'server';

/** A service's failure as the web reads every failure (lib/api/client.ts), with its kind and the body it sent. */
interface ServiceError extends Failure {
  kind: ServiceErrorKind;
  body?: unknown;
}

/** Expected failures are values; only bugs throw. */
export type ServiceResult<T> = { ok: true; data: T } | { ok: false; error: ServiceError };

function kindOf(status: number): ServiceErrorKind {
  if (status === 404) return 'not-found';
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 409) return 'conflict';
  if (status >= 400 && status < 500) return 'invalid';
  return 'server';
}

/** Where a service's calls go, and the credential an authenticated call carries. */
interface Target {
  client: Client<paths>;
  authorization: string | undefined;
}

function remoteTarget(service: Service): Target | undefined {
  const base = service === 'resource' ? process.env.RESOURCE_BASE_URL : process.env.CONTENT_BASE_URL;
  if (!base) return undefined;
  const auth =
    service === 'resource'
      ? process.env.RESOURCE_API_KEY && `token ${process.env.RESOURCE_API_KEY}:${process.env.RESOURCE_API_SECRET}`
      : process.env.CONTENT_API_TOKEN && `Bearer ${process.env.CONTENT_API_TOKEN}`;
  return {
    client: apiClient(base.replace(/\/$/, ''), (request) => globalThis.fetch(request, { cache: 'no-store' })),
    authorization: auth || undefined,
  };
}

/**
 * The one API client (`lib/api/client.ts`) for a service: by default answered by the
 * in-process Fastify app through `inject`; with RESOURCE_BASE_URL / CONTENT_BASE_URL set, over
 * HTTP to a remote Frappe or Strapi-style backend.
 */
function targetOf(service: Service): Target | undefined {
  const remote = remoteTarget(service);
  if (remote) return remote;
  const api = inProcessApi();
  if (!api) return undefined;
  const authorization = service === 'resource' ? `token ${api.resourceToken}` : `Bearer ${api.contentToken}`;
  return { client: apiClient(IN_PROCESS_ORIGIN, injectFetch(api.app)), authorization };
}

const unavailable: ServiceResult<never> = {
  ok: false,
  error: { kind: 'unavailable', ...failureOf(0, undefined), status: 503 },
};

/** What openapi-fetch answers with `parseAs: 'text'`: the body's text on success, its JSON (or text) otherwise. */
interface TextReply {
  data?: string;
  error?: unknown;
  response: Response;
}

/** Reads a failure's body: none, the JSON the service sent, or unreadable (a proxy's page: a server failure). */
function failureResult(status: number, error: unknown): ServiceResult<never> {
  if (typeof error === 'string' && error !== '')
    return { ok: false, error: { kind: 'server', ...failureOf(500, undefined), status } };
  const body = error === '' ? undefined : error;
  const failure = failureOf(status, body, `Request failed with status code ${status}`);
  return { ok: false, error: { kind: kindOf(status), ...failure, ...(body !== undefined ? { body } : {}) } };
}

/**
 * The language of the page being rendered, as the services read it (Accept-Language): their
 * texts (settings, home blocks, error messages) then come in that language. None outside a
 * page request (the proxy, scripts): the services answer in English.
 */
async function pageLanguageHeader(): Promise<Record<string, string>> {
  try {
    const locale = (await requestHeaders()).get(LOCALE_HEADER);
    return isLocale(locale) ? { 'accept-language': locale } : {};
  } catch {
    return {};
  }
}

export interface CallOptions {
  /** Send the service credential. Public catalog reads go without, as any visitor's would. */
  authenticated?: boolean;
}

/**
 * One call to a service through the one client: `send` makes the typed call with the headers
 * given (`parseAs: 'text'`); the reply's JSON body is the result, failures are values.
 */
export async function callService(
  service: Service,
  { authenticated = false }: CallOptions,
  send: (client: Client<paths>, headers: Record<string, string>) => Promise<TextReply>,
): Promise<ServiceResult<unknown>> {
  const target = targetOf(service);
  if (!target) return unavailable;
  const headers: Record<string, string> = {
    ...(await pageLanguageHeader()),
    ...(authenticated && target.authorization ? { authorization: target.authorization } : {}),
  };
  let reply: TextReply;
  try {
    reply = await send(target.client, headers);
  } catch (error) {
    console.error(`[${service}] call failed`, error);
    return unavailable;
  }
  const status = reply.response.status;
  if (!reply.response.ok) return failureResult(status, reply.error);
  try {
    return { ok: true, data: reply.data ? (JSON.parse(reply.data) as unknown) : undefined };
  } catch {
    return { ok: false, error: { kind: 'server', ...failureOf(500, undefined), status } };
  }
}
