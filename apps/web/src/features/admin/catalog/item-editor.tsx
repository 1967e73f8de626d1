'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { catalogItemReply } from '@shop/domain/schemas/admin-replies';
import { adminRequest } from '../admin-client';
import type { RequestBody } from '@/lib/api/client';
import type { AdminCatalogItem } from './catalog-types';
import { inputClass, omrText, parseOmr, primaryButton, secondaryButton } from './omr-field';

type Flag = 'published' | 'custom_show_on_offer_page' | 'custom_bogo_offer' | 'custom_is_dangerous_good_';
const FLAGS: [Flag, string][] = [
  ['published', 'Published'],
  ['custom_show_on_offer_page', 'Offers page'],
  ['custom_bogo_offer', 'Buy 1 Get 1'],
  ['custom_is_dangerous_good_', 'Dangerous good'],
];

/** "Edit" opens a small form under the row's button: prices in OMR, stock, flags. Saves with PATCH, then reloads the page's data. */
export function ItemEditor({ item }: { item: AdminCatalogItem }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function save(form: HTMLFormElement) {
    const data = new FormData(form);
    const saleText = String(data.get('sale') ?? '').trim();
    const sale = saleText === '' ? { ok: true as const, value: null } : parseOmr(saleText, 'Sale price');
    const regular = parseOmr(String(data.get('regular') ?? ''), 'Regular price');
    const stockText = String(data.get('stock') ?? '').trim();
    if (!sale.ok) return setError(sale.message);
    if (!regular.ok) return setError(regular.message);
    if (!/^\d{1,7}$/.test(stockText)) return setError('Stock: enter a whole number, 0 or more');
    if (sale.value !== null && sale.value > regular.value) return setError('The sale price must not be above the regular price.');
    const body: RequestBody<'/api/admin/catalog/items/{name}', 'patch'> = {
      custom_sale_price: sale.value,
      custom_regular_price: regular.value,
      custom_stock_available: Number(stockText),
    };
    for (const [flag] of FLAGS) body[flag] = data.get(flag) === 'on';
    setBusy(true);
    setError(null);
    const reply = await adminRequest(
      (client, init) => client.PATCH('/api/admin/catalog/items/{name}', { params: { path: { name: item.name } }, body, ...init }),
      catalogItemReply,
    );
    setBusy(false);
    if (!reply.ok) return setError(reply.message);
    setSaved(true);
    setOpen(false);
    router.refresh();
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
    <form
      aria-label={`Edit ${item.web_item_name}`}
      className="grid w-72 gap-2 rounded-lg border border-line bg-cream p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save(event.currentTarget);
      }}
    >
      <div className="grid grid-cols-2 gap-2">
        <label className="text-xs font-medium text-muted">
          Sale price (OMR)
          <input name="sale" inputMode="decimal" defaultValue={omrText(item.custom_sale_price)} placeholder="not sold" className={inputClass} />
        </label>
        <label className="text-xs font-medium text-muted">
          Regular price (OMR)
          <input name="regular" inputMode="decimal" required defaultValue={omrText(item.custom_regular_price)} className={inputClass} />
        </label>
      </div>
      <label className="text-xs font-medium text-muted">
        Stock
        <input name="stock" type="number" min={0} step={1} required defaultValue={item.custom_stock_available} className={inputClass} />
      </label>
      <fieldset className="grid grid-cols-2 gap-1 text-sm">
        <legend className="sr-only">Flags</legend>
        {FLAGS.map(([flag, label]) => (
          <label key={flag} className="flex items-center gap-2">
            <input type="checkbox" name={flag} defaultChecked={item[flag]} className="accent-brand" />
            {label}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm text-sale">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        <button
          type="button"
          disabled={busy}
          className={secondaryButton}
          onClick={() => {
            setOpen(false);
            setError(null);
          }}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
