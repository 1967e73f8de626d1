'use client';

import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import type { DeepPartial, FieldErrors, FieldValues, Path, RegisterOptions, UseFormRegister } from 'react-hook-form';
import { Field, controlProps } from './field';
import { errorAt } from './use-admin-form';
import { inputClass } from './styles';

/** The part of a `useAdminForm` a control needs. */
interface FormParts<V extends FieldValues> {
  register: UseFormRegister<V>;
  /** react-hook-form's setValue, whatever the form's own value types. */
  setValue: (name: never, value: never, options: { shouldDirty: boolean }) => void;
  formState: { errors: FieldErrors<V>; defaultValues?: Readonly<DeepPartial<V>> };
}

interface Labelled<V extends FieldValues> {
  form: FormParts<V>;
  name: Path<V>;
  label: ReactNode;
  hint?: ReactNode;
  /** The field's place in its form's grid. */
  className?: string;
  /** Besides the kit's input style. */
  inputClassName?: string;
  /** What react-hook-form should also do (e.g. onChange). */
  registerOptions?: RegisterOptions<V, Path<V>>;
  /** A refusal found as staff type (a rule checked live), shown as the schema's would be until it has one. */
  problem?: string;
}

/**
 * The field's value in the page's HTML (so the form reads right before its script runs, and
 * without one), and what staff typed or chose before react-hook-form took the field over: it
 * writes the default into the field as it registers it, and the edit is put back at once.
 */
function useControl<V extends FieldValues>({ form, name, hint, registerOptions, problem }: Labelled<V>) {
  const id = useId();
  const error = errorAt(form.formState.errors, name) ?? problem;
  const registered = form.register(name, registerOptions);
  const initial = valueAt(form.formState.defaultValues, name);
  const ref = (el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => {
    const edited = el && !(el instanceof HTMLSelectElement) && el.value !== el.defaultValue ? el.value : undefined;
    registered.ref(el);
    if (edited !== undefined) form.setValue(name as never, edited as never, { shouldDirty: true });
  };
  return {
    id,
    error,
    control: {
      ...registered,
      ref,
      ...(initial === undefined || initial === null ? {} : { defaultValue: String(initial) }),
      ...controlProps(id, hint, error),
    },
  };
}

function valueAt(values: unknown, name: string): unknown {
  let at = values;
  for (const key of name.split('.')) at = (at as Record<string, unknown> | undefined)?.[key];
  return at;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id' | 'defaultValue' | 'value'>;

/** A control's `Field` (label, hint, error) and the props of the element itself, the kit's style added. */
function useLabelledControl<V extends FieldValues, Rest extends object>(props: Labelled<V> & Rest) {
  const {
    form: _form,
    name: _name,
    registerOptions: _options,
    problem: _problem,
    label,
    hint,
    className,
    inputClassName = '',
    ...rest
  } = props;
  const { id, error, control } = useControl(props);
  return {
    field: { id, label, hint, error, className },
    control: { ...rest, ...control, className: `${inputClass} ${inputClassName}`.trimEnd() },
  };
}

/** A one-line text (or number, date…) field. */
export function TextInput<V extends FieldValues>(props: Labelled<V> & InputProps) {
  const { field, control } = useLabelledControl(props);
  return (
    <Field {...field}>
      <input {...control} />
    </Field>
  );
}

/** An amount in OMR, typed with up to 3 decimals (e.g. 12.500); the domain's omrAmount judges it. */
export function MoneyInput<V extends FieldValues>(props: Labelled<V> & Omit<InputProps, 'type' | 'inputMode'>) {
  return <TextInput inputMode="decimal" autoComplete="off" {...props} />;
}

/** A multi-line text. */
export function TextArea<V extends FieldValues>(
  props: Labelled<V> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'form' | 'name' | 'id' | 'defaultValue'>,
) {
  const { field, control } = useLabelledControl(props);
  return (
    <Field {...field}>
      <textarea {...control} />
    </Field>
  );
}

/** One choice of a list. */
export function SelectInput<V extends FieldValues>(
  props: Labelled<V> &
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'form' | 'name' | 'id' | 'defaultValue'> & { children: ReactNode },
) {
  const { field, control } = useLabelledControl(props);
  return (
    <Field {...field}>
      <select {...control} />
    </Field>
  );
}

/** A tick box, its label to its side. */
export function Checkbox<V extends FieldValues>({
  form,
  name,
  label,
  className = '',
}: Omit<Labelled<V>, 'hint' | 'inputClassName' | 'registerOptions' | 'problem'>) {
  return (
    <label className={`flex items-center gap-2 text-sm ${className}`.trimEnd()}>
      <input
        type="checkbox"
        {...form.register(name)}
        defaultChecked={valueAt(form.formState.defaultValues, name) === true}
        className="accent-brand"
      />
      {label}
    </label>
  );
}
