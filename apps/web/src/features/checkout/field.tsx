'use client';

import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';

export const controlClass =
  'h-11 w-full min-w-0 rounded-xl border border-line bg-white px-3 text-sm text-ink outline-none transition-colors focus:border-brand aria-[invalid=true]:border-sale disabled:bg-cream';

export const sectionTitleClass = 'text-lg font-semibold';

/** The marker of a failing field (SPEC §5 'marks the field required'); the control points at it with aria-describedby. */
const errorId = (id: string) => `${id}-error`;

export function invalidProps(id: string, invalid: boolean) {
  return invalid
    ? { 'aria-invalid': true as const, 'aria-describedby': errorId(id) }
    : { 'aria-invalid': false as const };
}

interface FieldProps {
  id: string;
  label: string;
  invalid: boolean;
  optional?: boolean;
  className?: string;
  children: ReactNode;
}

/** A label above its control, with 'required' beside the label while the field fails validation. */
export function Field({ id, label, invalid, optional = false, className = '', children }: FieldProps) {
  const t = useT();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`} data-field={id}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
          {optional && <span className="ms-1 font-normal text-muted">({t('checkout.optional')})</span>}
        </label>
        {invalid && <RequiredMark id={id} />}
      </div>
      {children}
    </div>
  );
}

function RequiredMark({ id }: { id: string }) {
  const t = useT();
  return (
    <span id={errorId(id)} className="text-xs font-semibold text-sale" data-testid={`required-${id}`}>
      {t('checkout.required')}
    </span>
  );
}

interface ChoiceProps {
  id: string;
  label: string;
  hint?: string;
  /** The radio input; give it aria-describedby={hintId(id)} when there is a hint. */
  children: ReactNode;
}

export const hintId = (id: string) => `${id}-hint`;

/** A radio option drawn as a bordered row; the whole row picks it, the hint describes it (not part of its name). */
export function Choice({ id, label, hint, children }: ChoiceProps) {
  return (
    <div className="relative flex items-start gap-3 rounded-xl border border-line bg-white p-4 transition-colors has-[:checked]:border-brand has-[:checked]:bg-blush/40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand">
      {/* above the label's row-wide click area, so the radio itself takes its own clicks */}
      <span className="relative z-10 flex">{children}</span>
      <div className="flex flex-col gap-0.5">
        <label
          htmlFor={id}
          className="cursor-pointer text-sm font-medium after:absolute after:inset-0 after:content-['']"
        >
          {label}
        </label>
        {hint && (
          <p id={hintId(id)} className="text-xs text-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
