'use client';

import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { AdminCall, ReplySchema } from '../admin-outcome';
import { ConfirmButton } from '../ui/confirm-button';
import { KitForm } from '../ui/form-kit/kit-form';
import { arabicInput, secondaryButton } from '../ui/form-kit/styles';
import { SubmitRow } from '../ui/form-kit/submit-row';
import { useAdminAction } from '../use-admin-action';

/* What the brand and category pages share: the add/edit form's frame, a row's summary and its actions. */

const layouts = {
  4: { grid: 'desk:grid-cols-4', row: 'desk:col-span-4' },
  5: { grid: 'desk:grid-cols-5', row: 'desk:col-span-5' },
} as const;

/**
 * A brand's or category's form: adds one (`update` absent; the form empties after), or saves the
 * one being edited; `onDone` after either.
 */
export function TaxonomyForm<V extends FieldValues, B, T>({
  noun,
  editing,
  form,
  columns,
  reply,
  create,
  update,
  onDone,
  children,
}: {
  /** 'brand' or 'category': "New brand", "Add brand". */
  noun: string;
  /** The name of what is being edited. */
  editing?: string;
  form: UseFormReturn<V, unknown, B>;
  columns: keyof typeof layouts;
  reply: ReplySchema<{ data: T }>;
  create: (body: B) => AdminCall;
  update?: (body: B) => AdminCall;
  onDone: () => void;
  children: ReactNode;
}) {
  const save = useAdminAction();
  const send = (body: B) =>
    save.run(update ? update(body) : create(body), reply, {
      onSuccess: () => {
        if (!update) form.reset();
        onDone();
      },
    });
  return (
    <KitForm
      aria-label={editing ? `Edit ${editing}` : `New ${noun}`}
      className={`grid gap-3 rounded-xl border border-line bg-white p-4 ${layouts[columns].grid} desk:items-end`}
      form={form}
      outcome={save}
      onValid={send}
    >
      {children}
      <SubmitRow
        outcome={{ pending: save.pending, error: save.error }}
        label={update ? 'Save' : `Add ${noun}`}
        busyLabel="Saving…"
        className={layouts[columns].row}
      />
    </KitForm>
  );
}

/** Both names, how many products, the priority and a badge. */
export function TaxonomySummary({
  name,
  nameAr,
  products,
  priority,
  badge,
}: {
  name: string;
  nameAr: string | null | undefined;
  products: number;
  priority: number;
  badge: ReactNode;
}) {
  return (
    <>
      <p className="font-medium">
        {name}{' '}
        {nameAr ? (
          <span className="text-muted" {...arabicInput}>
            {nameAr}
          </span>
        ) : null}
      </p>
      <p className="text-xs text-muted">
        {products} product{products === 1 ? '' : 's'} · priority {priority} {badge}
      </p>
    </>
  );
}

/** Edit (Close while open), anything the page adds, and Delete after a confirmation. */
export function TaxonomyActions({
  name,
  open,
  onToggle,
  onDelete,
  children,
}: {
  name: string;
  open: boolean;
  onToggle: () => void;
  onDelete: () => Promise<void>;
  children?: ReactNode;
}) {
  return (
    <>
      <button type="button" className={secondaryButton} onClick={onToggle} aria-label={`Edit ${name}`}>
        {open ? 'Close' : 'Edit'}
      </button>
      {children}
      <ConfirmButton confirmLabel="Delete" onConfirm={onDelete}>
        Delete
      </ConfirmButton>
    </>
  );
}
