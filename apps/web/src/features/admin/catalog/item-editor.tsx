'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { catalogItemReply } from '@shop/domain/schemas/admin-replies';
import { ActionMessage } from '../ui/action-message';
import { useAdminAction } from '../use-admin-action';
import type { RequestBody } from '@/lib/api/client';
import type { AdminCatalogItem } from './catalog-types';
import { omrText, parseOmr } from './omr-field';
import { arabicInput, inputClass, primaryButton, secondaryButton } from '../ui/form-kit/styles';
import { RichTextField } from './rich-text-field';
import { AdminForm } from '../ui/admin-form';

type Flag = 'published' | 'custom_show_on_offer_page' | 'custom_bogo_offer' | 'custom_is_dangerous_good_';
const FLAGS: [Flag, string][] = [
  ['published', 'Published'],
  ['custom_show_on_offer_page', 'Offers page'],
  ['custom_bogo_offer', 'Buy 1 Get 1'],
  ['custom_is_dangerous_good_', 'Dangerous good'],
];

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

/**
 * "Edit" opens a small form under the row's button: prices in OMR, stock, flags, and the Arabic
 * name and descriptions beside the English ones (empty Arabic: the English is shown). Saves with
 * PATCH, then reloads the page's data.
 */
export function ItemEditor({ item }: { item: AdminCatalogItem }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const save = useAdminAction();
  const [saved, setSaved] = useState(false);

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const saleText = String(data.get('sale') ?? '').trim();
    const sale = saleText === '' ? { ok: true as const, value: null } : parseOmr(saleText, 'Sale price');
    const regular = parseOmr(String(data.get('regular') ?? ''), 'Regular price');
    const stockText = String(data.get('stock') ?? '').trim();
    if (!sale.ok) return save.fail(sale.message);
    if (!regular.ok) return save.fail(regular.message);
    if (!/^\d{1,7}$/.test(stockText)) return save.fail('Stock: enter a whole number, 0 or more');
    if (sale.value !== null && sale.value > regular.value)
      return save.fail('The sale price must not be above the regular price.');
    const body: RequestBody<'/api/admin/catalog/items/{name}', 'patch'> = {
      custom_sale_price: sale.value,
      custom_regular_price: regular.value,
      custom_stock_available: Number(stockText),
      web_item_name_ar: text(data, 'web_item_name_ar'),
      short_description_ar: text(data, 'short_description_ar'),
      web_long_description_ar: text(data, 'web_long_description_ar'),
    };
    for (const [flag] of FLAGS) body[flag] = data.get(flag) === 'on';
    await save.run(
      (client, init) =>
        client.PATCH('/api/admin/catalog/items/{name}', { params: { path: { name: item.name } }, body, ...init }),
      catalogItemReply,
      {
        onSuccess: () => {
          setSaved(true);
          setOpen(false);
          router.refresh();
        },
      },
    );
  }

  if (!open) {
    return (
      <div className="flex items-center gap-2">
        {saved ? (
          <span role="status" className="text-xs text-ok">
            Saved
          </span>
        ) : null}
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            setOpen(true);
            setSaved(false);
          }}
          aria-label={`Edit ${item.web_item_name}`}
        >
          Edit
        </button>
      </div>
    );
  }
  return (
    <AdminForm
      aria-label={`Edit ${item.web_item_name}`}
      className="grid w-[28rem] max-w-full gap-2 rounded-lg border border-line bg-cream p-3"
      outcome={save}
      onSubmit={submit}
    >
      <div className="grid grid-cols-2 gap-2">
        <label className="text-xs font-medium text-muted">
          Sale price (OMR)
          <input
            name="sale"
            inputMode="decimal"
            defaultValue={omrText(item.custom_sale_price)}
            placeholder="not sold"
            className={inputClass}
          />
        </label>
        <label className="text-xs font-medium text-muted">
          Regular price (OMR)
          <input
            name="regular"
            inputMode="decimal"
            required
            defaultValue={omrText(item.custom_regular_price)}
            className={inputClass}
          />
        </label>
      </div>
      <label className="text-xs font-medium text-muted">
        Stock
        <input
          name="stock"
          type="number"
          min={0}
          step={1}
          required
          defaultValue={item.custom_stock_available}
          className={inputClass}
        />
      </label>
      <fieldset className="grid gap-2">
        <legend className="text-xs font-semibold text-ink">Arabic texts</legend>
        <label className="text-xs font-medium text-muted">
          Name in Arabic <span className="font-normal">(English: {item.web_item_name})</span>
          <input
            name="web_item_name_ar"
            maxLength={140}
            defaultValue={item.web_item_name_ar ?? ''}
            className={inputClass}
            {...arabicInput}
          />
        </label>
        <label className="text-xs font-medium text-muted">
          Short description in Arabic <span className="font-normal">(English: {item.short_description})</span>
          <textarea
            name="short_description_ar"
            rows={2}
            maxLength={1000}
            defaultValue={item.short_description_ar ?? ''}
            className={inputClass}
            {...arabicInput}
          />
        </label>
        <details className="text-xs text-muted">
          <summary>English description (HTML)</summary>
          <pre className="max-h-32 overflow-auto whitespace-pre-wrap">{item.web_long_description}</pre>
        </details>
        <RichTextField
          name="web_long_description_ar"
          label="Description in Arabic"
          defaultValue={item.web_long_description_ar ?? ''}
          rtl
        />
      </fieldset>
      <fieldset className="grid grid-cols-2 gap-1 text-sm">
        <legend className="sr-only">Flags</legend>
        {FLAGS.map(([flag, label]) => (
          <label key={flag} className="flex items-center gap-2">
            <input type="checkbox" name={flag} defaultChecked={item[flag]} className="accent-brand" />
            {label}
          </label>
        ))}
      </fieldset>
      <ActionMessage error={save.error} />
      <div className="flex gap-2">
        <button type="submit" disabled={save.pending} className={primaryButton}>
          {save.pending ? 'Saving…' : 'Save'}
        </button>
        <button
          type="button"
          disabled={save.pending}
          className={secondaryButton}
          onClick={() => {
            setOpen(false);
            save.clear();
          }}
        >
          Cancel
        </button>
      </div>
    </AdminForm>
  );
}
