'use client';

import { useState } from 'react';
import { signedOutReply } from '@shop/domain/schemas/admin-replies';
import { adminRequest } from './admin-client';

export function SignOutButton({ className = '' }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      className={`rounded-lg border border-line px-3 py-1.5 text-sm font-medium hover:bg-blush ${className}`}
      onClick={async () => {
        setBusy(true);
        await adminRequest((client, init) => client.POST('/api/admin/sign-out', { ...init }), signedOutReply);
        window.location.assign('/admin/sign-in');
      }}
    >
      Sign out
    </button>
  );
}
