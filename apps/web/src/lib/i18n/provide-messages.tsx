'use client';

import type { Messages } from './catalog';
import { provideMessages } from './delivered';

/**
 * Hands the messages a route file picked to the client components rendered after it. It runs
 * while rendering (on the server and in the browser alike) so that its siblings, rendered next,
 * already find their texts; it renders nothing.
 */
export function ProvideMessages({ messages }: { messages: Partial<Messages> }) {
  provideMessages(messages);
  return null;
}
