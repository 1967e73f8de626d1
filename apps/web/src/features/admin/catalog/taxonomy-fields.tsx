import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { numberOrText } from '../ui/form-kit/form-values';
import { TextInput } from '../ui/form-kit/inputs';
import { arabicInput } from '../ui/form-kit/styles';
import { SubmitRow } from '../ui/form-kit/submit-row';

/* The form parts brands and categories share: a name in both languages, a priority, the save row. */

export function BilingualNameFields<V extends FieldValues>({
  form,
  en,
  ar,
}: {
  form: UseFormReturn<V, unknown, unknown>;
  en: Path<V>;
  ar: Path<V>;
}) {
  return (
    <>
      <TextInput form={form} name={en} label="Name" maxLength={140} />
      <TextInput form={form} name={ar} label="Name in Arabic" maxLength={140} {...arabicInput} />
    </>
  );
}

export function PriorityField<V extends FieldValues>({
  form,
  name,
}: {
  form: UseFormReturn<V, unknown, unknown>;
  name: Path<V>;
}) {
  return <TextInput form={form} name={name} label="Priority (higher first)" inputMode="numeric" />;
}

/** A priority as typed: empty is 0; anything but a number is left for the schema to refuse. */
export const priorityValue = (text: string) => numberOrText(text) ?? 0;

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
    <SubmitRow
      outcome={{ pending, error }}
      label={editing ? 'Save' : addLabel}
      busyLabel="Saving…"
      className={className}
    />
  );
}
