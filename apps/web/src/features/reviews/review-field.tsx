import type { ReactNode } from 'react';

export const inputClass =
  'w-full min-w-0 rounded-xl border border-line bg-white px-3 text-sm text-ink outline-none transition-colors focus:border-brand aria-[invalid=true]:border-sale disabled:bg-cream';

/** A labelled control with its hint and its error message (linked with aria-describedby). */
export function ReviewField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-semibold text-sale" data-testid={`error-${id}`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** aria props of a control: invalid state and what describes it. */
export function describedBy(id: string, error: string | undefined, hint = false) {
  if (error) return { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` };
  return { 'aria-invalid': false as const, ...(hint ? { 'aria-describedby': `${id}-hint` } : {}) };
}
