import type { MessageId, Messages } from './catalog';
import { formatMessage } from './locale';

/**
 * The messages this side holds: in the browser, those the route files delivered
 * (<ClientMessages>, client-message-ids.ts) as the page rendered; on the server, the whole
 * catalog (messages.ts). Client components, and components shared by both sides, read theirs
 * here. Delivered messages only ever accumulate (one catalog per locale, same texts).
 */
const held: Partial<Messages> = {};
const reported = new Set<string>();

export function provideMessages(messages: Partial<Messages>): void {
  Object.assign(held, messages);
}

/** A delivered message; an id nobody delivered shows as itself and is reported once. */
export function t(id: MessageId, vars?: Record<string, string | number>): string {
  const template = held[id];
  if (template !== undefined) return formatMessage(template, vars);
  if (!reported.has(id)) {
    reported.add(id);
    console.error(`[i18n] message "${id}" was not delivered to this page (lib/i18n/client-message-ids.ts)`);
  }
  return id;
}
