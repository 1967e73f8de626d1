'use client';

import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { tabbable } from 'tabbable';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The accessible name, or the id of the element holding it. */
  label?: string;
  labelledBy?: string;
  /** Placement and look of the panel; shown as `display: flex` (column) while open. */
  className: string;
  testId?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  children: ReactNode;
}

/**
 * The one modal primitive of the storefront: a native `<dialog>` opened with showModal(), so the
 * browser makes the page behind inert. Tab from the last control and Shift+Tab from the first wrap
 * round inside the dialog (the browser would move on to its own toolbar). Escape and a click on the
 * backdrop ask `onClose`; focus moves to the `[data-autofocus]` element (else the first control)
 * and returns to the opener when the dialog closes or unmounts. The page behind does not scroll
 * while a modal dialog is open (globals.css).
 */
export function Dialog({ open, onClose, label, labelledBy, className, testId, onKeyDown, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const wanted = useRef({ open, onClose });
  wanted.current = { open, onClose };

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  const wrapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.key !== 'Tab' || event.defaultPrevented) return;
    const controls = tabbable(event.currentTarget);
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  /** A click whose target is the dialog itself but lands outside its box is a click on ::backdrop. */
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-modal="true"
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => wanted.current.open && wanted.current.onClose()}
      onClick={onBackdrop}
      onKeyDown={wrapTab}
      className={`m-0 max-h-none max-w-none border-0 p-0 outline-none open:flex open:flex-col ${className}`}
    >
      {children}
    </dialog>
  );
}
