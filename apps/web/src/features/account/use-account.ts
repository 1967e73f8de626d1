'use client';

import { useCallback, useEffect, useState } from 'react';
import { type Customer, fetchMe, signOut } from './account-api';
import { STORAGE_KEYS, markSignedIn, markSignedOut, readKey } from './account-storage';

export type AccountView = { kind: 'checking' } | { kind: 'signed-out' } | { kind: 'signed-in'; customer: Customer };

/**
 * Who is signed in, asked of the server on every load (GET /api/customers/me; the session
 * cookie is the trust). numberVerified only decides whether a skeleton or the sign-in form is
 * shown while the answer comes.
 */
export function useAccount() {
  const [view, setView] = useState<AccountView>({ kind: 'signed-out' });

  const refresh = useCallback(async () => {
    const me = await fetchMe();
    if (me.ok) {
      markSignedIn(me.data.id);
      setView({ kind: 'signed-in', customer: me.data });
      return;
    }
    if (me.status === 401) markSignedOut();
    else console.error('Customer fetch failed', me.status, me.message);
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
