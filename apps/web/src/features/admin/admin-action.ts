import type { AdminOutcome } from './admin-outcome';

/** What a staff action shows: nothing, its failure (role=alert) or a success notice (role=status). */
export type StaffMessage = { ok: boolean; text: string } | null;

/** A full page load is under way: the action stays pending until the new page replaces this one. */
export const LEAVING = Symbol('leaving');
export type Leaving = typeof LEAVING;

/** What follows a reply: nothing more, a notice for staff, or another page. */
type AfterReply = void | { notice: string } | Leaving;

export interface ActionHandlers<T> {
  onSuccess?: (data: T) => AfterReply;
  /** Besides showing the message: e.g. a toast instead, or reloading the page's data. */
  onFailure?: (message: string) => void | Leaving;
}

interface ActionSlot {
  running: boolean;
  setPending: (pending: boolean) => void;
  setMessage: (message: StaffMessage) => void;
}

/**
 * One staff action: refused while the previous one runs (double submit), pending meanwhile, the
 * previous message cleared; then the server's message on failure, or the success handler's notice.
 * Resolves to the reply, or null when it was refused as a double submit.
 */
export async function runAction<T>(
  slot: ActionSlot,
  send: () => Promise<AdminOutcome<T>>,
  handlers: ActionHandlers<T>,
): Promise<AdminOutcome<T> | null> {
  if (slot.running) return null;
  slot.running = true;
  slot.setPending(true);
  slot.setMessage(null);
  let after: AfterReply = undefined;
  try {
    const reply = await send();
    if (reply.ok) {
      after = handlers.onSuccess?.(reply.data);
      if (after && after !== LEAVING) slot.setMessage({ ok: true, text: after.notice });
    } else {
      after = handlers.onFailure?.(reply.message);
      slot.setMessage({ ok: false, text: reply.message });
    }
    return reply;
  } finally {
    if (after !== LEAVING) {
      slot.running = false;
      slot.setPending(false);
    }
  }
}
