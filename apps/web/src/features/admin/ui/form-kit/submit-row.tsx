import type { ReactNode } from 'react';
import { ActionMessage } from '../action-message';
import { primaryButton } from './styles';

/**
 * A form's submit button (its busy words while the action runs), any further buttons, and what
 * came of the action (useAdminAction): its refusal or its success notice, beside them.
 */
export function SubmitRow({
  outcome,
  label,
  busyLabel,
  disabled = false,
  className = '',
  children,
}: {
  outcome: { pending: boolean; error: string | null; notice?: string | null };
  label: ReactNode;
  busyLabel: ReactNode;
  /** Besides while the action runs. */
  disabled?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`.trimEnd()}>
      <button type="submit" disabled={outcome.pending || disabled} className={primaryButton}>
        {outcome.pending ? busyLabel : label}
      </button>
      {children}
      <ActionMessage error={outcome.error} notice={outcome.notice ?? null} />
    </div>
  );
}
