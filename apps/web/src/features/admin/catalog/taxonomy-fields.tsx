import { ActionMessage } from '../ui/action-message';
import { arabicInput, inputClass, primaryButton } from '../ui/form-kit/styles';

/* The form parts brands and categories share: a name in both languages, a priority, the save row. */

export const labelClass = 'text-xs font-medium text-muted';

export function BilingualNameFields({
  name,
  defaults,
}: {
  name: string;
  defaults: { en?: string; ar?: string | null };
}) {
  return (
    <>
      <label className={labelClass}>
        Name
        <input name={name} required maxLength={140} defaultValue={defaults.en} className={inputClass} />
      </label>
      <label className={labelClass}>
        Name in Arabic
        <input
          name={`${name}_ar`}
          maxLength={140}
          defaultValue={defaults.ar ?? ''}
          className={inputClass}
          {...arabicInput}
        />
      </label>
    </>
  );
}

export function PriorityField({ name, defaultValue }: { name: string; defaultValue?: number }) {
  return (
    <label className={labelClass}>
      Priority (higher first)
      <input name={name} inputMode="numeric" defaultValue={defaultValue ?? 0} className={inputClass} />
    </label>
  );
}

export function SaveRow({
  pending,
  editing,
  addLabel,
  error,
  className,
}: {
  pending: boolean;
  editing: boolean;
  addLabel: string;
  error: string | null;
  className: string;
}) {
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`}>
      <button type="submit" disabled={pending} className={primaryButton}>
        {pending ? 'Saving…' : editing ? 'Save' : addLabel}
      </button>
      <ActionMessage error={error} />
    </div>
  );
}
