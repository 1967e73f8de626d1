'use client';

import { useCallback, useEffect, useState } from 'react';
import { type Customer, fetchSession, signOut } from './account-api';
import { STORAGE_KEYS, markSignedIn, markSignedOut, readKey } from './account-storage';

export type AccountView = { kind: 'checking' } | { kind: 'signed-out' } | { kind: 'signed-in'; customer: Customer };

/**
 * Who is signed in, asked of the server on every load (GET /api/customers/session: the customer,
 * or null when signed out, so a signed-out visit logs no failed request; the session cookie is
 * the trust). numberVerified only decides whether a skeleton or the sign-in form is
 * shown while the answer comes.
 */
export function useAccount() {
  const [view, setView] = useState<AccountView>({ kind: 'signed-out' });

  const refresh = useCallback(async () => {
    const session = await fetchSession();
    if (session.ok && session.data) {
      markSignedIn(session.data.id);
      setView({ kind: 'signed-in', customer: session.data });
      return;
    }
    if (session.ok) markSignedOut();
    else console.error('Customer fetch failed', session.status, session.message);
    setView({ kind: 'signed-out' });
  }, []);

  useEffect(() => {
    // After hydration only: the server HTML always shows the sign-in form.
    if (readKey(STORAGE_KEYS.verified) === 'true') setView({ kind: 'checking' });
    void refresh();
  }, [refresh]);

  const end = useCallback(async () => {
    await signOut();
    markSignedOut();
    setView({ kind: 'signed-out' });
  }, []);

  return { view, refresh, signOut: end };
}
