'use client';

import type { FormHTMLAttributes, ReactNode } from 'react';
import { fieldProblem } from '../field-problem';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (el: Element): el is Field =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

/** The label's own words: its text without the control inside it (nor a list's options). */
function labelOf(field: Field): string {
  const label = field.labels?.[0];
  if (!label) return field.getAttribute('aria-label') ?? field.name;
  const words = label.cloneNode(true) as HTMLElement;
  for (const inner of words.querySelectorAll('input, select, textarea, [aria-hidden="true"]')) inner.remove();
  return words.textContent?.replace(/\s+/g, ' ').trim() || field.name;
}

function firstProblem(form: HTMLFormElement): { field: Field; message: string } | null {
  for (const el of form.elements) {
    if (!isField(el) || !el.willValidate || el.validity.valid) continue;
    const attribute = (name: string) => el.getAttribute(name) ?? '';
    const message = fieldProblem({
      label: labelOf(el),
      validity: el.validity,
      type: el.type,
      title: el.title,
      min: attribute('min'),
      max: attribute('max'),
      step: attribute('step'),
      minLength: Number(attribute('minlength') || -1),
      maxLength: Number(attribute('maxlength') || -1),
    });
    if (message) return { field: el, message };
  }
  return null;
}

/** What a form tells staff (useAdminAction): its refusal, and its success notice to take back. */
interface FormOutcome {
  fail(text: string): void;
  clear(): void;
  notice: string | null;
}

/**
 * Every back-office form. The fields keep their constraints (required, pattern, min…), but the
 * form checks them itself: the first wrong field is marked, focused and named in the form's own
 * message (the outcome's error), not in the browser's bubble. A success notice stays until staff
 * change a field. `onSubmit` gets the form, without the page reloading.
 */
export function AdminForm({
  outcome,
  onSubmit,
  children,
  ...attributes
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInput' | 'noValidate' | 'action'> & {
  outcome: FormOutcome;
  onSubmit: (form: HTMLFormElement) => Promise<unknown>;
  children: ReactNode;
}) {
  return (
    <form
      {...attributes}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = firstProblem(event.currentTarget);
        if (!problem) return void onSubmit(event.currentTarget);
        problem.field.setAttribute('aria-invalid', 'true');
        problem.field.focus();
        outcome.fail(problem.message);
      }}
      onInput={(event) => {
        if (event.target instanceof Element) event.target.removeAttribute('aria-invalid');
        if (outcome.notice) outcome.clear();
      }}
    >
      {children}
    </form>
  );
}
