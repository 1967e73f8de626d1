import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { numberOrText } from '../ui/form-kit/form-values';
import { TextInput } from '../ui/form-kit/inputs';
import { arabicInput } from '../ui/form-kit/styles';

/* The fields brands and categories share: a name in both languages and a priority. */

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
