'use client';

import { useRouter } from 'next/navigation';
import { useFieldArray } from 'react-hook-form';
import { adminSettingsReply } from '@shop/domain/schemas/admin-replies';
import { settingsPatch } from '@shop/domain/schemas/admin-settings';
import type { RequestBody } from '@/lib/api/client';
import { ActionMessage } from '../ui/action-message';
import { MoneyInput, TextArea, TextInput } from '../ui/form-kit/inputs';
import { KitForm } from '../ui/form-kit/kit-form';
import { arabicInput, primaryButton, secondaryButton } from '../ui/form-kit/styles';
import { errorAt, useAdminForm } from '../ui/form-kit/use-admin-form';
import { useAdminAction } from '../use-admin-action';
import { CLIENT_LIMIT_FIELDS, LimitFields, ORDER_LIMIT_FIELDS } from './limit-fields';
import { settingsBody, settingsDefaults } from './settings-fields';
import type { AdminSettings } from './settings-types';

type SettingsBody = RequestBody<'/api/admin/settings', 'put'>;

/** A list's own refusal (e.g. two outlets with one name), under its legend. */
function ListError({ text }: { text: string | undefined }) {
  return text ? <p className="text-xs font-medium text-sale">{text}</p> : null;
}

/**
 * Free-shipping threshold, delivery info in English and Arabic (HTML, sanitized by the server),
 * pickup times with Arabic labels, outlets with Arabic names, order limits and request limits; saved together. An empty Arabic text
 * means the storefront shows the English one to Arabic readers.
 */
export function SettingsForm({ settings }: { settings: AdminSettings }) {
  const router = useRouter();
  const form = useAdminForm(settingsPatch, settingsDefaults(settings), settingsBody);
  const times = useFieldArray({ control: form.control, name: 'pickup_times' });
  const outlets = useFieldArray({ control: form.control, name: 'outlets' });
  const save = useAdminAction();
  const errors = form.formState.errors;
  const listError = (name: string) => errorAt(errors, name) ?? errorAt(errors, `${name}.root`);

  async function send(body: SettingsBody) {
    await save.run((client, init) => client.PUT('/api/admin/settings', { body, ...init }), adminSettingsReply, {
      onSuccess: () => {
        router.refresh();
        return { notice: 'Settings saved. The storefront shows them now.' };
      },
    });
  }

  const makeDefault = (i: number) =>
    outlets.fields.forEach((_, j) => form.setValue(`outlets.${j}.default`, j === i, { shouldDirty: true }));
  const defaultOutlet = form.watch('outlets').findIndex((o) => o.default);

  return (
    <KitForm
      aria-label="Site settings"
      className="grid gap-6 rounded-xl border border-line bg-white p-5"
      form={form}
      outcome={save}
      onValid={(body) => send(body as SettingsBody)}
    >
      <MoneyInput
        form={form}
        name="free_shipping_above"
        label="Free shipping in Oman above (OMR)"
        className="max-w-xs"
      />
      <TextArea
        form={form}
        name="delivery_info"
        label="Delivery info (shown in the product page’s “Delivery Info” tab; HTML: p, strong, em, ul/ol/li, h3/h4, links)"
        rows={8}
        inputClassName="font-mono text-xs"
      />
      <TextArea
        form={form}
        name="delivery_info_ar"
        label="Delivery info in Arabic (same HTML; empty: Arabic readers see the English)"
        rows={8}
        inputClassName="font-mono text-xs"
        {...arabicInput}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Pickup times</legend>
        <ListError text={listError('pickup_times')} />
        {times.fields.map((t, i) => (
          <div key={t.id} className="flex flex-wrap items-end gap-2">
            <TextInput form={form} name={`pickup_times.${i}.value`} label="Value" />
            <TextInput form={form} name={`pickup_times.${i}.label`} label="Label" className="grow" />
            <TextInput
              form={form}
              name={`pickup_times.${i}.label_ar`}
              label="Label in Arabic"
              className="grow"
              {...arabicInput}
            />
            <button
              type="button"
              className={secondaryButton}
              onClick={() => times.remove(i)}
              disabled={times.fields.length === 1}
            >
              Remove
            </button>
          </div>
        ))}
        <button
          type="button"
          className={`${secondaryButton} justify-self-start`}
          onClick={() => times.append({ value: '', label: '', label_ar: '' }, { shouldFocus: true })}
        >
          Add pickup time
        </button>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Outlets (pickup stores)</legend>
        <ListError text={listError('outlets')} />
        {outlets.fields.map((o, i) => (
          <div key={o.id} className="grid gap-2 rounded-lg border border-line p-3 desk:grid-cols-4">
            <TextInput form={form} name={`outlets.${i}.name`} label="Name" />
            <TextInput form={form} name={`outlets.${i}.name_ar`} label="Name in Arabic" {...arabicInput} />
            <TextInput form={form} name={`outlets.${i}.address`} label="Address" className="desk:col-span-2" />
            <TextInput form={form} name={`outlets.${i}.phone`} label="Phone" inputMode="numeric" />
            <TextInput form={form} name={`outlets.${i}.hours`} label="Hours" className="desk:col-span-2" />
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="default-outlet"
                checked={defaultOutlet === i}
                onChange={() => makeDefault(i)}
                className="accent-brand"
              />
              Default
            </label>
            <button
              type="button"
              className={`${secondaryButton} self-end justify-self-start`}
              onClick={() => outlets.remove(i)}
              disabled={outlets.fields.length === 1}
            >
              Remove
            </button>
          </div>
        ))}
        <button
          type="button"
          className={`${secondaryButton} justify-self-start`}
          onClick={() =>
            outlets.append(
              { name: '', name_ar: '', address: '', hours: '', phone: '', default: false },
              { shouldFocus: true },
            )
          }
        >
          Add outlet
        </button>
      </fieldset>
      <LimitFields
        form={form}
        legend="Order limits (what one shopper can hold with unpaid or unconfirmed orders)"
        fields={ORDER_LIMIT_FIELDS}
        columns="desk:grid-cols-2"
      />
      <LimitFields
        form={form}
        legend="Request limits (per shopper’s device, and for everyone sharing one address)"
        fields={CLIENT_LIMIT_FIELDS}
        columns="desk:grid-cols-3"
      >
        <p className="text-xs text-muted">
          Mobile carriers put many shoppers behind one address: keep the per-address numbers high and the per-device
          ones tight. A request without a device id counts as its address’s one device.
        </p>
      </LimitFields>
      <div className="flex items-center gap-3">
        <button type="submit" disabled={save.pending} className={primaryButton}>
          {save.pending ? 'Saving…' : 'Save settings'}
        </button>
        <ActionMessage error={save.error} notice={save.notice} />
      </div>
    </KitForm>
  );
}
