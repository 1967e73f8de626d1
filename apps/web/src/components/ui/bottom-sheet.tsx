'use client';

import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import { CloseButton } from './close-button';

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
        <CloseButton label={closeLabel} onClose={onClose} className="size-9 hover:bg-cream" />
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
      {footer && <div className="border-t border-line px-5 py-3">{footer}</div>}
    </Dialog>
  );
}
