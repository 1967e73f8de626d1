'use client';

import { type ReactNode, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from '@/components/ui/use-modal-focus';

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
  const panel = useRef<HTMLDivElement>(null);
  useModalFocus(open, panel, onClose);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50">
      <div className="absolute inset-0 bg-ink/50" onClick={onClose} aria-hidden="true" data-testid="review-dialog-backdrop" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="review-dialog-title"
        tabIndex={-1}
        data-testid="review-dialog"
        className="absolute inset-x-0 bottom-0 flex max-h-[92dvh] flex-col rounded-t-3xl bg-white pb-[env(safe-area-inset-bottom)] shadow-2xl outline-none desk:inset-auto desk:left-1/2 desk:top-1/2 desk:max-h-[90vh] desk:w-[min(40rem,calc(100vw-2rem))] desk:-translate-x-1/2 desk:-translate-y-1/2 desk:rounded-3xl desk:pb-0"
      >
        <div className="mx-auto mt-2 h-1.5 w-12 rounded-full bg-line desk:hidden" aria-hidden="true" />
        <div className="flex items-center justify-between border-b border-line px-5 py-3 desk:py-4">
          <h2 id="review-dialog-title" className="text-lg font-semibold">{title}</h2>
          <button type="button" onClick={onClose} aria-label={closeLabel} className="grid size-10 place-items-center rounded-full hover:bg-cream">
            <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
        <div className="flex gap-3 border-t border-line px-5 py-3">{footer}</div>
      </div>
    </div>,
    document.body,
  );
}
