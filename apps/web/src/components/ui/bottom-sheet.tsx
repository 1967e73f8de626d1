'use client';

import type { ReactNode } from 'react';
import { Dialog } from './dialog';

interface BottomSheetProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  closeLabel: string;
}

/** A modal sheet from the bottom of the screen: Escape and the backdrop close it; focus moves in and back. */
export function BottomSheet({ open, title, onClose, children, footer, closeLabel }: BottomSheetProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={title}
      className="inset-x-0 top-auto bottom-0 max-h-[85vh] w-full rounded-t-3xl bg-white text-ink pb-[env(safe-area-inset-bottom)] shadow-2xl backdrop:bg-ink/40"
    >
      <div className="flex items-center justify-between border-b border-line px-5 py-4">
        <h2 className="text-lg font-semibold">{title}</h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="grid size-9 place-items-center rounded-full hover:bg-cream"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
      {footer && <div className="border-t border-line px-5 py-3">{footer}</div>}
    </Dialog>
  );
}
