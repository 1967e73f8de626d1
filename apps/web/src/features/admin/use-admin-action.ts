'use client';

import { useCallback, useRef, useState } from 'react';
import { type ActionHandlers, LEAVING, type Leaving, type StaffMessage, runAction } from './admin-action';
import { adminRequest } from './admin-client';
import type { AdminCall, ReplySchema } from './admin-outcome';

/** Leaves for `url` with a full page load; returned from a handler, it keeps the action pending. */
export function leaveFor(url: string): Leaving {
  window.location.assign(url);
  return LEAVING;
}

/**
 * A back-office action around `adminRequest`: `pending` while it runs (a second submit meanwhile is
 * ignored), `error` the message staff see when it fails, `notice` what a success handler returns.
 * `fail` shows a form's own refusal before anything is sent; `clear` hides the message.
 */
export function useAdminAction() {
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<StaffMessage>(null);
  const slot = useRef({ running: false, setPending, setMessage });

  const run = useCallback(
    <T>(call: AdminCall, reply: ReplySchema<{ data: T }>, handlers: ActionHandlers<T> = {}) =>
      runAction(slot.current, () => adminRequest(call, reply), handlers),
    [],
  );
  const fail = useCallback((text: string) => setMessage({ ok: false, text }), []);
  const clear = useCallback(() => setMessage(null), []);

  return {
    pending,
    error: message && !message.ok ? message.text : null,
    notice: message?.ok ? message.text : null,
    run,
    fail,
    clear,
  };
}
