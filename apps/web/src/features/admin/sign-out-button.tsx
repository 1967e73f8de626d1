'use client';

import { useState } from 'react';
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
        await adminRequest('POST', '/sign-out');
        window.location.assign('/admin/sign-in');
      }}
    >
      Sign out
    </button>
  );
}
