import { z } from 'zod';
import { unreadableReply } from '../api/client';
import type { ServiceResult } from './transport';

/** A Frappe (`data` / `message`) or Strapi-style (`data`) envelope: a JSON object. */
const envelope = z.object({ data: z.unknown().optional(), message: z.unknown().optional() });

/** A reply that does not read as its schema says: the service answered wrongly. */
export const unreadable: ServiceResult<never> = { ok: false, error: { kind: 'server', ...unreadableReply() } };

/**
 * The `data` / `message` of a service's JSON reply, parsed with the caller's schema. A reply that
 * does not match is a failure value (502: the service answered wrongly), never a guess.
 */
export function replyData<S extends z.ZodType>(
  result: ServiceResult<unknown>,
  key: 'data' | 'message',
  schema: S,
): ServiceResult<z.output<S>> {
  if (!result.ok) return result;
  const body = envelope.safeParse(result.data);
  const parsed = body.success ? schema.safeParse(body.data[key]) : body;
  if (parsed.success) return { ok: true, data: parsed.data };
  console.error(`[services] a reply does not match its schema: ${z.prettifyError(parsed.error)}`);
  return unreadable;
}
