'use client';

import { discountCodeCreate, discountCodeReplace } from '@shop/domain/schemas/admin-discounts';
import { discountCodeReply } from '@shop/domain/schemas/admin-replies';
import { ActionMessage } from '../ui/action-message';
import { useAdminAction } from '../use-admin-action';
import { Checkbox, MoneyInput, SelectInput, TextInput } from '../ui/form-kit/inputs';
import { KitForm } from '../ui/form-kit/kit-form';
import { primaryButton, secondaryButton } from '../ui/form-kit/styles';
import { useAdminForm } from '../ui/form-kit/use-admin-form';
import type { AdminDiscountCode, CodeType } from './code-types';
import {
  type CodeBody,
  type CodeFields,
  type NewCodeBody,
  codeBody,
  codeDefaults,
  newCodeBody,
  valueFor,
} from './code-fields';

/** Create a code (no `editing`) or replace an existing code's definition. */
export function CodeForm({
  editing,
  onDone,
  onCancel,
}: {
  editing?: AdminDiscountCode;
  onDone: (code: AdminDiscountCode) => void;
  onCancel?: () => void;
}) {
  const form = useAdminForm<CodeFields, typeof discountCodeCreate | typeof discountCodeReplace>(
    editing ? discountCodeReplace : discountCodeCreate,
    codeDefaults(editing),
    editing ? codeBody : newCodeBody,
  );
  const save = useAdminAction();
  const type = form.watch('type');

  async function send(body: CodeBody) {
    await save.run(
      editing
        ? (client, init) =>
            client.PUT('/api/admin/discounts/codes/{code}', {
              params: { path: { code: editing.code } },
              body,
              ...init,
            })
        : (client, init) => client.POST('/api/admin/discounts/codes', { body: body as NewCodeBody, ...init }),
      discountCodeReply,
      {
        onSuccess: (code) => {
          if (!editing) form.reset();
          onDone(code);
        },
      },
    );
  }

  const valueLabel = type === 'percentage' ? 'Percent (1–100)' : type === 'fixed' ? 'Amount (OMR)' : 'Value';
  return (
    <KitForm
      aria-label={editing ? `Edit ${editing.code}` : 'New discount code'}
      className="grid gap-3 rounded-xl border border-line bg-white p-4 desk:grid-cols-4"
      form={form}
      outcome={save}
      onValid={send}
    >
      {editing ? (
        <p className="text-sm font-semibold desk:col-span-4">Editing {editing.code}</p>
      ) : (
        <TextInput form={form} name="code" label="Code" maxLength={40} inputClassName="uppercase" placeholder="EID25" />
      )}
      <SelectInput
        form={form}
        name="type"
        label="Type"
        registerOptions={{
          onChange: (event: { target: { value: CodeType } }) =>
            form.setValue('value', valueFor(event.target.value, editing)),
        }}
      >
        <option value="percentage">Percentage off</option>
        <option value="fixed">Fixed amount (OMR)</option>
        <option value="shipping">Free shipping</option>
      </SelectInput>
      {type === 'fixed' ? (
        <MoneyInput key={type} form={form} name="value" label={valueLabel} />
      ) : (
        <TextInput
          key={type}
          form={form}
          name="value"
          label={valueLabel}
          inputMode="numeric"
          disabled={type === 'shipping'}
        />
      )}
      <TextInput
        form={form}
        name="usage_limit"
        label="Usage limit"
        type="number"
        min={1}
        step={1}
        placeholder="no limit"
      />
      <TextInput form={form} name="valid_from" label="Valid from (Oman time)" type="datetime-local" />
      <TextInput form={form} name="valid_to" label="Valid to (Oman time)" type="datetime-local" />
      <TextInput form={form} name="description" label="Description" maxLength={200} className="desk:col-span-2" />
      <Checkbox form={form} name="active" label="Active" />
      <div className="flex items-center gap-2 desk:col-span-3 desk:justify-end">
        <ActionMessage error={save.error} className="me-auto" />
        {onCancel ? (
          <button type="button" className={secondaryButton} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        <button type="submit" disabled={save.pending} className={primaryButton}>
          {save.pending ? 'Saving…' : editing ? 'Save changes' : 'Create code'}
        </button>
      </div>
    </KitForm>
  );
}
