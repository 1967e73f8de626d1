'use client';

import type { ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { CloseButton } from '@/components/ui/close-button';

interface ReviewDialogProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
}

/**
 * SPEC §2 'Write a Review' frame: a bottom sheet under 769 px, a centred dialog from 769 px.
 * Escape and the backdrop close it; Tab stays inside; focus returns to the opener.
 */
export function ReviewDialog({ open, title, closeLabel, onClose, children, footer }: ReviewDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy="review-dialog-title"
      testId="review-dialog"
      className="inset-x-0 top-auto bottom-0 max-h-[92dvh] w-full rounded-t-3xl bg-white text-ink pb-[env(safe-area-inset-bottom)] shadow-2xl backdrop:bg-ink/50 desk:inset-0 desk:m-auto desk:h-fit desk:max-h-[90vh] desk:w-[min(40rem,calc(100vw-2rem))] desk:rounded-3xl desk:pb-0"
    >
      <div className="mx-auto mt-2 h-1.5 w-12 shrink-0 rounded-full bg-line desk:hidden" aria-hidden="true" />
      <div className="flex items-center justify-between border-b border-line px-5 py-3 desk:py-4">
        <h2 id="review-dialog-title" className="text-lg font-semibold">
          {title}
        </h2>
        <CloseButton label={closeLabel} onClose={onClose} />
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
      <div className="flex gap-3 border-t border-line px-5 py-3">{footer}</div>
    </Dialog>
  );
}
