import { LineIcon } from './line-icon';

/** The × drawn in every close and clear button. */
export function CrossIcon({ className = 'size-5', strokeWidth = 2 }: { className?: string; strokeWidth?: number }) {
  return (
    <LineIcon className={className} strokeWidth={strokeWidth}>
      <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
    </LineIcon>
  );
}

/**
 * A dialog's close button: a round target with the ×, named by `label`. `className` sets its size
 * and hover colour; `autoFocus` marks it as the control the dialog focuses first.
 */
export function CloseButton({
  label,
  onClose,
  className = 'size-10 hover:bg-cream',
  iconClassName,
  autoFocus = false,
}: {
  label: string;
  onClose: () => void;
  className?: string;
  iconClassName?: string;
  autoFocus?: boolean;
}) {
  return (
    <button
      type="button"
      data-autofocus={autoFocus || undefined}
      onClick={onClose}
      aria-label={label}
      className={`grid place-items-center rounded-full ${className}`}
    >
      <CrossIcon className={iconClassName} />
    </button>
  );
}
