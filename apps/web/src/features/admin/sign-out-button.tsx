'use client';

import { signedOutReply } from '@shop/domain/schemas/admin-replies';
import type { Leaving } from './admin-action';
import { leaveFor, useAdminAction } from './use-admin-action';

/** Signed out or not, the next page is the sign-in. */
const signIn = (): Leaving => leaveFor('/admin/sign-in');

export function SignOutButton({ className = '' }: { className?: string }) {
  const signOut = useAdminAction();
  return (
    <button
      type="button"
      disabled={signOut.pending}
      className={`rounded-lg border border-line px-3 py-1.5 text-sm font-medium hover:bg-blush ${className}`}
      onClick={() =>
        void signOut.run((client, init) => client.POST('/api/admin/sign-out', { ...init }), signedOutReply, {
          onSuccess: signIn,
          onFailure: signIn,
        })
      }
    >
      Sign out
    </button>
  );
}
