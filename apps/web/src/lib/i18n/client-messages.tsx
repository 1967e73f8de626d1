import 'server-only';
import type { MessageId } from './catalog';
import { pickMessages } from './messages';
import { ProvideMessages } from './provide-messages';

/**
 * Delivers the listed messages (client-message-ids.ts) to the client components of a route file.
 * Render it before them: first in a layout's body or a page's fragment.
 */
export function ClientMessages({ ids }: { ids: readonly MessageId[] }) {
  return <ProvideMessages messages={pickMessages(ids)} />;
}
