'use client';

import { useRouter } from 'next/navigation';
import { catalogItemReply } from '@shop/domain/schemas/admin-replies';
import { ActionMessage } from '../ui/action-message';
import { useAdminAction } from '../use-admin-action';
import type { AdminCatalogItem } from './catalog-types';
import { inputClass, secondaryButton } from '../ui/form-kit/styles';
import { AdminForm } from '../ui/admin-form';

/** Copy the product under a new item code (hidden, no stock, no images), then open the copy. */
export function DuplicateProduct({ item }: { item: AdminCatalogItem }) {
  const router = useRouter();
  const copy = useAdminAction();

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    await copy.run(
      (client, init) =>
        client.POST('/api/admin/catalog/items/{name}/duplicate', {
          params: { path: { name: item.name } },
          body: {
            item_code: text('item_code'),
            ...(text('web_item_name') ? { web_item_name: text('web_item_name') } : {}),
          },
          ...init,
        }),
      catalogItemReply,
      { onSuccess: (copied) => router.push(`/admin/catalog/items/${encodeURIComponent(copied.name)}`) },
    );
  }

  return (
    <AdminForm
      aria-label="Duplicate"
      className="grid gap-3 rounded-xl border border-line bg-white p-4 desk:grid-cols-[1fr_1fr_auto] desk:items-end"
      outcome={copy}
      onSubmit={submit}
    >
      <p className="text-sm font-semibold desk:col-span-3">Duplicate (a new variant: hidden, no stock, no images)</p>
      <label className="text-xs font-medium text-muted">
        New item code
        <input name="item_code" required maxLength={40} className={inputClass} />
      </label>
      <label className="text-xs font-medium text-muted">
        Name of the copy (empty: the same name)
        <input name="web_item_name" maxLength={140} placeholder={item.web_item_name} className={inputClass} />
      </label>
      <button type="submit" disabled={copy.pending} className={secondaryButton}>
        {copy.pending ? 'Copying…' : 'Duplicate'}
      </button>
      <ActionMessage error={copy.error} className="desk:col-span-3" />
    </AdminForm>
  );
}
