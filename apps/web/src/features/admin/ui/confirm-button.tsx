'use client';

import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A button that asks once more before doing something that cannot be undone: the first click
 * shows "Confirm" / "Keep", the second runs `onConfirm`. Busy while it runs.
 */
export function ConfirmButton({
  children,
  confirmLabel = 'Confirm',
  onConfirm,
  tone = 'danger',
  disabled,
  className = '',
}: {
  children: ReactNode;
  confirmLabel?: string;
  onConfirm: () => Promise<void> | void;
  tone?: 'danger' | 'primary';
  disabled?: boolean;
  className?: string;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const base = 'rounded-lg px-3 py-1.5 text-sm font-semibold disabled:opacity-60';
  if (!asking) {
    return (
      <button
        type="button"
        disabled={disabled || busy}
        className={`${base} border border-line bg-white hover:bg-blush ${className}`}
        onClick={() => setAsking(true)}
      >
        {children}
      </button>
    );
  }
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <Button
        variant={tone}
        size="xs"
        shape="lg"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onConfirm();
          } finally {
            setBusy(false);
            setAsking(false);
          }
        }}
      >
        {busy ? 'Working…' : confirmLabel}
      </Button>
      <button
        type="button"
        disabled={busy}
        className={`${base} border border-line bg-white`}
        onClick={() => setAsking(false)}
      >
        Keep
      </button>
    </span>
  );
}
