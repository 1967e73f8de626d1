'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { type AdminBrand, brandReply, deletedReply } from '@shop/domain/schemas/admin-replies';
import { afterSave } from '../admin-action';
import { useAdminAction } from '../use-admin-action';
import { ActionMessage } from '../ui/action-message';
import { Badge } from '../ui/badge';
import { ConfirmButton } from '../ui/confirm-button';
import { PageHeader } from '../ui/page-header';
import { type Column, DataTable } from '../ui/table';
import type { RequestBody } from '@/lib/api/client';
import { arabicInput, inputClass, secondaryButton } from '../ui/form-kit/styles';
import { parsePriority } from './priority';
import { BilingualNameFields, PriorityField, SaveRow, labelClass } from './taxonomy-fields';
import { AdminForm } from '../ui/admin-form';

type BrandFields = RequestBody<'/api/admin/catalog/brands', 'post'>;

function BrandForm({ editing, onDone }: { editing?: AdminBrand; onDone: () => void }) {
  const save = useAdminAction();
  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const priority = parsePriority(text('custom_priority'));
    if (!priority.ok) return save.fail(priority.message);
    const body: BrandFields = {
      brand: text('brand'),
      brand_ar: text('brand_ar'),
      description: text('description'),
      description_ar: text('description_ar'),
      custom_show_on_website: data.get('custom_show_on_website') === 'on',
      custom_priority: priority.value,
    };
    await save.run(
      editing
        ? (client, init) =>
            client.PATCH('/api/admin/catalog/brands/{name}', {
              params: { path: { name: editing.name } },
              body,
              ...init,
            })
        : (client, init) => client.POST('/api/admin/catalog/brands', { body, ...init }),
      brandReply,
      afterSave(form, !editing, onDone),
    );
  }
  return (
    <AdminForm
      aria-label={editing ? `Edit ${editing.brand}` : 'New brand'}
      className="grid gap-3 rounded-xl border border-line bg-white p-4 desk:grid-cols-4 desk:items-end"
      outcome={save}
      onSubmit={submit}
    >
      <BilingualNameFields name="brand" defaults={{ en: editing?.brand, ar: editing?.brand_ar }} />
      <PriorityField name="custom_priority" defaultValue={editing?.custom_priority} />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="custom_show_on_website"
          defaultChecked={editing?.custom_show_on_website ?? true}
          className="accent-brand"
        />
        Shown on the website
      </label>
      <label className={`${labelClass} desk:col-span-2`}>
        Description
        <textarea
          name="description"
          rows={2}
          maxLength={2000}
          defaultValue={editing?.description}
          className={inputClass}
        />
      </label>
      <label className={`${labelClass} desk:col-span-2`}>
        Description in Arabic
        <textarea
          name="description_ar"
          rows={2}
          maxLength={2000}
          defaultValue={editing?.description_ar ?? ''}
          className={inputClass}
          {...arabicInput}
        />
      </label>
      <SaveRow
        pending={save.pending}
        editing={Boolean(editing)}
        addLabel="Add brand"
        error={save.error}
        className="desk:col-span-4"
      />
    </AdminForm>
  );
}

/** Every brand by priority: add, edit in place (shown on website, priority, Arabic name), delete an unused one. */
export function BrandsAdmin({ brands }: { brands: AdminBrand[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<string | null>(null);
  const remove = useAdminAction();
  const refresh = () => {
    setEditing(null);
    router.refresh();
  };
  const columns: Column<AdminBrand>[] = [
    {
      key: 'brand',
      header: 'Brand',
      cell: (b) =>
        editing === b.name ? (
          <BrandForm editing={b} onDone={refresh} />
        ) : (
          <div>
            <p className="font-medium">
              {b.brand}{' '}
              {b.brand_ar ? (
                <span className="text-muted" {...arabicInput}>
                  {b.brand_ar}
                </span>
              ) : null}
            </p>
            <p className="text-xs text-muted">
              {b.products} product{b.products === 1 ? '' : 's'} · priority {b.custom_priority}{' '}
              {b.custom_show_on_website ? <Badge tone="ok">On website</Badge> : <Badge>Hidden</Badge>}
            </p>
          </div>
        ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'w-0',
      cell: (b) => (
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            className={secondaryButton}
            onClick={() => setEditing(editing === b.name ? null : b.name)}
            aria-label={`Edit ${b.brand}`}
          >
            {editing === b.name ? 'Close' : 'Edit'}
          </button>
          <ConfirmButton
            confirmLabel="Delete"
            onConfirm={async () => {
              await remove.run(
                (client, init) =>
                  client.DELETE('/api/admin/catalog/brands/{name}', { params: { path: { name: b.name } }, ...init }),
                deletedReply,
                { onSuccess: () => router.refresh() },
              );
            }}
          >
            Delete
          </ConfirmButton>
        </div>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Brands"
        description="Brands shown on the website appear in the shop's filters, highest priority first."
      />
      <BrandForm onDone={refresh} />
      <ActionMessage error={remove.error} className="mt-3" />
      <div className="mt-4">
        <DataTable caption="Brands" columns={columns} rows={brands} rowKey={(b) => b.name} empty="No brands yet." />
      </div>
    </>
  );
}
