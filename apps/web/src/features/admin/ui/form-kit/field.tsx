import type { ReactNode } from 'react';
import { labelClass } from './styles';

/** The ids a control points at with aria-describedby: its hint, then its error. */
function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/**
 * One labelled field: the label above its control, a hint, and the error that refused it. The
 * control (children) carries `id`, aria-invalid and aria-describedby (see `controlProps`), so the
 * hint and the error are read with it when it takes the focus (WCAG 2.2: 1.3.1, 3.3.1, 3.3.2).
 */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What a control inside a `Field` says about itself. */
export function controlProps(id: string, hint: ReactNode, error: string | undefined) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, hint, error) } as const;
}
