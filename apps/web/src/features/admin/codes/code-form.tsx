'use client';

import { useState } from 'react';
import { discountCodeReply } from '@shop/domain/schemas/admin-replies';
import { ActionMessage } from '../ui/action-message';
import { afterSave } from '../admin-action';
import { useAdminAction } from '../use-admin-action';
import { omrText, parseOmr } from '../catalog/omr-field';
import { inputClass, primaryButton, secondaryButton } from '../ui/form-kit/styles';
import { type AdminDiscountCode, type CodeType, fromOmanLocal, toOmanLocal } from './code-types';
import { AdminForm } from '../ui/admin-form';

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
  const [type, setType] = useState<CodeType>(editing?.type ?? 'percentage');
  const save = useAdminAction();

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const field = (name: string) => String(data.get(name) ?? '').trim();
    let value = 0;
    if (type === 'percentage') {
      if (!/^\d{1,3}$/.test(field('value')) || Number(field('value')) < 1 || Number(field('value')) > 100)
        return save.fail('Percentage: a whole number from 1 to 100');
      value = Number(field('value'));
    } else if (type === 'fixed') {
      const amount = parseOmr(field('value'), 'Amount');
      if (!amount.ok) return save.fail(amount.message);
      value = amount.value;
    }
    const limit = field('usage_limit');
    if (limit && !/^\d{1,8}$/.test(limit)) return save.fail('Usage limit: a whole number, or empty for no limit');
    const terms = {
      valid_from: fromOmanLocal(field('valid_from')),
      valid_to: fromOmanLocal(field('valid_to')),
      usage_limit: limit ? Number(limit) : null,
      active: data.get('active') === 'on',
      description: field('description'),
    };
    const definition = type === 'shipping' ? { ...terms, type, value: 0 as const } : { ...terms, type, value };
    await save.run(
      editing
        ? (client, init) =>
            client.PUT('/api/admin/discounts/codes/{code}', {
              params: { path: { code: editing.code } },
              body: definition,
              ...init,
            })
        : (client, init) =>
            client.POST('/api/admin/discounts/codes', { body: { ...definition, code: field('code') }, ...init }),
      discountCodeReply,
      afterSave(form, !editing, onDone),
    );
  }

  return (
    <AdminForm
      aria-label={editing ? `Edit ${editing.code}` : 'New discount code'}
      className="grid gap-3 rounded-xl border border-line bg-white p-4 desk:grid-cols-4"
      outcome={save}
      onSubmit={submit}
    >
      {editing ? (
        <p className="text-sm font-semibold desk:col-span-4">Editing {editing.code}</p>
      ) : (
        <label className="text-xs font-medium text-muted">
          Code
          <input
            name="code"
            required
            maxLength={40}
            pattern="[A-Za-z0-9_\-]{3,40}"
            title="3–40 letters, digits, - or _"
            className={`${inputClass} uppercase`}
            placeholder="EID25"
          />
        </label>
      )}
      <label className="text-xs font-medium text-muted">
        Type
        <select name="type" value={type} onChange={(e) => setType(e.target.value as CodeType)} className={inputClass}>
          <option value="percentage">Percentage off</option>
          <option value="fixed">Fixed amount (OMR)</option>
          <option value="shipping">Free shipping</option>
        </select>
      </label>
      <label className="text-xs font-medium text-muted">
        {type === 'percentage' ? 'Percent (1–100)' : type === 'fixed' ? 'Amount (OMR)' : 'Value'}
        <input
          key={type}
          name="value"
          inputMode="decimal"
          disabled={type === 'shipping'}
          required={type !== 'shipping'}
          defaultValue={
            editing && editing.type === type
              ? type === 'fixed'
                ? omrText(editing.value)
                : String(editing.value)
              : type === 'shipping'
                ? '0'
                : ''
          }
          className={inputClass}
        />
      </label>
      <label className="text-xs font-medium text-muted">
        Usage limit
        <input
          name="usage_limit"
          type="number"
          min={1}
          step={1}
          defaultValue={editing?.usage_limit ?? ''}
          placeholder="no limit"
          className={inputClass}
        />
      </label>
      <label className="text-xs font-medium text-muted">
        Valid from (Oman time)
        <input
          name="valid_from"
          type="datetime-local"
          defaultValue={toOmanLocal(editing?.valid_from ?? null)}
          className={inputClass}
        />
      </label>
      <label className="text-xs font-medium text-muted">
        Valid to (Oman time)
        <input
          name="valid_to"
          type="datetime-local"
          defaultValue={toOmanLocal(editing?.valid_to ?? null)}
          className={inputClass}
        />
      </label>
      <label className="text-xs font-medium text-muted desk:col-span-2">
        Description
        <input name="description" maxLength={200} defaultValue={editing?.description ?? ''} className={inputClass} />
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="active" defaultChecked={editing?.active ?? true} className="accent-brand" />
        Active
      </label>
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
    </AdminForm>
  );
}
