'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { adminSettingsReply } from '@shop/domain/schemas/admin-replies';
import { omrText, parseOmr } from '../catalog/omr-field';
import { arabicInput, inputClass, primaryButton, secondaryButton } from '../ui/form-kit/styles';
import { ActionMessage } from '../ui/action-message';
import { useAdminAction } from '../use-admin-action';
import { ClientLimitsFields, readClientLimits } from './client-limits-fields';
import { OrderLimitsFields, readOrderLimits } from './order-limits-fields';
import type { AdminSettings } from './settings-types';
import { AdminForm } from '../ui/admin-form';

/**
 * Free-shipping threshold, delivery info in English and Arabic (HTML, sanitized by the server),
 * pickup times with Arabic labels, outlets with Arabic names, order limits and request limits; saved together. An empty Arabic text
 * means the storefront shows the English one to Arabic readers.
 */
export function SettingsForm({ settings }: { settings: AdminSettings }) {
  const router = useRouter();
  const [times, setTimes] = useState(settings.pickup_times);
  const [outlets, setOutlets] = useState(settings.outlets);
  const save = useAdminAction();

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const free = parseOmr(String(data.get('free_shipping_above') ?? ''), 'Free shipping above');
    if (!free.ok) return save.fail(free.message);
    const limits = readOrderLimits(data);
    if (!limits.ok) return save.fail(limits.message);
    const requestLimits = readClientLimits(data);
    if (!requestLimits.ok) return save.fail(requestLimits.message);
    const body = {
      free_shipping_above: free.value,
      delivery_info: String(data.get('delivery_info') ?? ''),
      delivery_info_ar: String(data.get('delivery_info_ar') ?? ''),
      pickup_times: times,
      outlets,
      order_limits: limits.value,
      client_limits: requestLimits.value,
    };
    await save.run((client, init) => client.PUT('/api/admin/settings', { body, ...init }), adminSettingsReply, {
      onSuccess: () => {
        router.refresh();
        return { notice: 'Settings saved. The storefront shows them now.' };
      },
    });
  }

  const updateTime = (i: number, key: 'value' | 'label' | 'label_ar', value: string) =>
    setTimes(times.map((t, j) => (j === i ? { ...t, [key]: value } : t)));
  const updateOutlet = (i: number, patch: Partial<AdminSettings['outlets'][number]>) =>
    setOutlets(outlets.map((o, j) => (j === i ? { ...o, ...patch } : patch.default ? { ...o, default: false } : o)));

  return (
    <AdminForm
      aria-label="Site settings"
      className="grid gap-6 rounded-xl border border-line bg-white p-5"
      outcome={save}
      onSubmit={submit}
    >
      <label className="max-w-xs text-sm font-medium">
        Free shipping in Oman above (OMR)
        <input
          name="free_shipping_above"
          inputMode="decimal"
          required
          defaultValue={omrText(settings.free_shipping_above)}
          className={inputClass}
        />
      </label>
      <label className="text-sm font-medium">
        Delivery info (shown in the product page’s “Delivery Info” tab; HTML: p, strong, em, ul/ol/li, h3/h4, links)
        <textarea
          name="delivery_info"
          rows={8}
          defaultValue={settings.delivery_info}
          className={`${inputClass} font-mono text-xs`}
        />
      </label>
      <label className="text-sm font-medium">
        Delivery info in Arabic (same HTML; empty: Arabic readers see the English)
        <textarea
          name="delivery_info_ar"
          rows={8}
          defaultValue={settings.delivery_info_ar}
          className={`${inputClass} font-mono text-xs`}
          {...arabicInput}
        />
      </label>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Pickup times</legend>
        {times.map((t, i) => (
          <div key={i} className="flex flex-wrap items-end gap-2">
            <label className="text-xs text-muted">
              Value
              <input
                value={t.value}
                onChange={(e) => updateTime(i, 'value', e.target.value)}
                required
                className={inputClass}
              />
            </label>
            <label className="grow text-xs text-muted">
              Label
              <input
                value={t.label}
                onChange={(e) => updateTime(i, 'label', e.target.value)}
                required
                className={inputClass}
              />
            </label>
            <label className="grow text-xs text-muted">
              Label in Arabic
              <input
                value={t.label_ar}
                onChange={(e) => updateTime(i, 'label_ar', e.target.value)}
                className={inputClass}
                {...arabicInput}
              />
            </label>
            <button
              type="button"
              className={secondaryButton}
              onClick={() => setTimes(times.filter((_, j) => j !== i))}
              disabled={times.length === 1}
            >
              Remove
            </button>
          </div>
        ))}
        <button
          type="button"
          className={`${secondaryButton} justify-self-start`}
          onClick={() => setTimes([...times, { value: '', label: '', label_ar: '' }])}
        >
          Add pickup time
        </button>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Outlets (pickup stores)</legend>
        {outlets.map((o, i) => (
          <div key={i} className="grid gap-2 rounded-lg border border-line p-3 desk:grid-cols-4">
            <label className="text-xs text-muted">
              Name
              <input
                value={o.name}
                onChange={(e) => updateOutlet(i, { name: e.target.value })}
                required
                className={inputClass}
              />
            </label>
            <label className="text-xs text-muted">
              Name in Arabic
              <input
                value={o.name_ar}
                onChange={(e) => updateOutlet(i, { name_ar: e.target.value })}
                className={inputClass}
                {...arabicInput}
              />
            </label>
            <label className="text-xs text-muted desk:col-span-2">
              Address
              <input
                value={o.address}
                onChange={(e) => updateOutlet(i, { address: e.target.value })}
                className={inputClass}
              />
            </label>
            <label className="text-xs text-muted">
              Phone
              <input
                value={o.phone}
                inputMode="numeric"
                onChange={(e) => updateOutlet(i, { phone: e.target.value.replace(/\D/g, '') })}
                className={inputClass}
              />
            </label>
            <label className="text-xs text-muted desk:col-span-2">
              Hours
              <input
                value={o.hours}
                onChange={(e) => updateOutlet(i, { hours: e.target.value })}
                className={inputClass}
              />
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="default-outlet"
                checked={o.default}
                onChange={() => updateOutlet(i, { default: true })}
                className="accent-brand"
              />
              Default
            </label>
            <button
              type="button"
              className={`${secondaryButton} self-end justify-self-start`}
              onClick={() => setOutlets(outlets.filter((_, j) => j !== i))}
              disabled={outlets.length === 1}
            >
              Remove
            </button>
          </div>
        ))}
        <button
          type="button"
          className={`${secondaryButton} justify-self-start`}
          onClick={() =>
            setOutlets([...outlets, { name: '', name_ar: '', address: '', hours: '', phone: '', default: false }])
          }
        >
          Add outlet
        </button>
      </fieldset>
      <OrderLimitsFields limits={settings.order_limits} />
      <ClientLimitsFields limits={settings.client_limits} />
      <div className="flex items-center gap-3">
        <button type="submit" disabled={save.pending} className={primaryButton}>
          {save.pending ? 'Saving…' : 'Save settings'}
        </button>
        <ActionMessage error={save.error} notice={save.notice} />
      </div>
    </AdminForm>
  );
}
