'use client';

import type { FormHTMLAttributes, ReactNode } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { errorAt } from './use-admin-form';

/** What a form tells staff (useAdminAction): its refusal, and its success notice to take back. */
interface FormOutcome {
  fail(text: string): void;
  clear(): void;
  notice: string | null;
}

/**
 * A back-office form on the kit: nothing is sent while the domain schema refuses a field (each
 * refused field shows why and the first takes the focus); a refusal of the whole input (no field
 * to mark, e.g. "Nothing to change") is the form's own message. A success notice stays until staff
 * change a field. `onValid` gets the body as it is to be sent.
 */
export function KitForm<V extends FieldValues, B>({
  form,
  outcome,
  onValid,
  children,
  ...attributes
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInput' | 'noValidate' | 'action' | 'form'> & {
  form: UseFormReturn<V, unknown, B>;
  outcome: FormOutcome;
  onValid: (body: B) => Promise<unknown>;
  children: ReactNode;
}) {
  const refused = (errors: FieldErrors<V>) => {
    const whole = errorAt(errors, '');
    if (whole) outcome.fail(whole);
    else outcome.clear();
  };
  return (
    <form
      {...attributes}
      noValidate
      onSubmit={(event) => void form.handleSubmit(onValid, refused)(event)}
      onInput={() => {
        if (outcome.notice) outcome.clear();
      }}
    >
      {children}
    </form>
  );
}
