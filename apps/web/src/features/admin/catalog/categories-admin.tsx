'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { type AdminCategory, categoryReply, deletedReply } from '@shop/domain/schemas/admin-replies';
import { adminRequest } from '../admin-client';
import { afterSave } from '../admin-action';
import { useAdminAction } from '../use-admin-action';
import { ActionMessage } from '../ui/action-message';
import { Badge } from '../ui/badge';
import { ConfirmButton } from '../ui/confirm-button';
import { ImageUploadButton } from '../ui/image-upload-button';
import { PageHeader } from '../ui/page-header';
import type { RequestBody } from '@/lib/api/client';
import { arabicInput, inputClass, secondaryButton } from '../ui/form-kit/styles';
import { parsePriority } from './priority';
import { BilingualNameFields, PriorityField, SaveRow, labelClass } from './taxonomy-fields';
import { AdminForm } from '../ui/admin-form';

type CategoryFields = RequestBody<'/api/admin/catalog/categories', 'post'>;

function readCategory(form: HTMLFormElement): CategoryFields | string {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const priority = parsePriority(text('priority'));
  if (!priority.ok) return priority.message;
  return {
    category_name: text('category_name'),
    category_name_ar: text('category_name_ar'),
    parent_ecommerce_category: text('parent') || null,
    show_on_homepage: data.get('show_on_homepage') === 'on',
    priority: priority.value,
  };
}

/** Parents a category may be put under: the first two levels, never itself or its own subtree. */
const parentChoices = (all: AdminCategory[], self?: AdminCategory) =>
  all.filter((c) => c.depth < 3 && (!self || c.lft < self.lft || c.lft > self.rgt));

function CategoryForm({ all, editing, onDone }: { all: AdminCategory[]; editing?: AdminCategory; onDone: () => void }) {
  const save = useAdminAction();
  async function submit(form: HTMLFormElement) {
    const body = readCategory(form);
    if (typeof body === 'string') return save.fail(body);
    await save.run(
      editing
        ? (client, init) =>
            client.PATCH('/api/admin/catalog/categories/{name}', {
              params: { path: { name: editing.name } },
              body,
              ...init,
            })
        : (client, init) => client.POST('/api/admin/catalog/categories', { body, ...init }),
      categoryReply,
      afterSave(form, !editing, onDone),
    );
  }
  return (
    <AdminForm
      aria-label={editing ? `Edit ${editing.category_name}` : 'New category'}
      className="grid gap-3 rounded-xl border border-line bg-white p-4 desk:grid-cols-5 desk:items-end"
      outcome={save}
      onSubmit={submit}
    >
      <BilingualNameFields
        name="category_name"
        defaults={{ en: editing?.category_name, ar: editing?.category_name_ar }}
      />
      <label className={labelClass}>
        Under
        <select name="parent" defaultValue={editing?.parent_ecommerce_category ?? ''} className={inputClass}>
          <option value="">Top level</option>
          {parentChoices(all, editing).map((c) => (
            <option key={c.name} value={c.name}>
              {`${'— '.repeat(c.depth - 1)}${c.category_name}`}
            </option>
          ))}
        </select>
      </label>
      <PriorityField name="priority" defaultValue={editing?.priority} />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="show_on_homepage"
          defaultChecked={editing?.show_on_homepage ?? false}
          className="accent-brand"
        />
        On the home page
      </label>
      <SaveRow
        pending={save.pending}
        editing={Boolean(editing)}
        addLabel="Add category"
        error={save.error}
        className="desk:col-span-5"
      />
    </AdminForm>
  );
}

/** The category tree (three levels), each category editable in place, with its image and product count. */
export function CategoriesAdmin({ categories }: { categories: AdminCategory[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<string | null>(null);
  const remove = useAdminAction();
  const refresh = () => {
    setEditing(null);
    router.refresh();
  };
  return (
    <>
      <PageHeader
        title="Categories"
        description="Three levels: category, subcategory, sub-subcategory. Siblings are listed by priority, highest first."
      />
      <CategoryForm all={categories} onDone={refresh} />
      <ActionMessage error={remove.error} className="mt-3" />
      <ul aria-label="Category tree" className="mt-4 grid gap-2">
        {categories.map((c) => (
          <li
            key={c.name}
            className="rounded-xl border border-line bg-white p-3"
            style={{ marginInlineStart: `${(c.depth - 1) * 1.25}rem` }}
          >
            <div className="flex flex-wrap items-center gap-3">
              {c.ecommerce_category_image ? (
                <img
                  src={c.ecommerce_category_image}
                  alt=""
                  className="size-10 rounded-md border border-line object-cover"
                />
              ) : (
                <span className="size-10 rounded-md border border-line bg-cream" />
              )}
              <div className="min-w-40 flex-1">
                <p className="font-medium">
                  {c.category_name}{' '}
                  {c.category_name_ar ? (
                    <span className="text-muted" {...arabicInput}>
                      {c.category_name_ar}
                    </span>
                  ) : null}
                </p>
                <p className="text-xs text-muted">
                  {c.products} product{c.products === 1 ? '' : 's'} · priority {c.priority}{' '}
                  {c.show_on_homepage ? <Badge tone="brand">Home page</Badge> : null}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => setEditing(editing === c.name ? null : c.name)}
                  aria-label={`Edit ${c.category_name}`}
                >
                  {editing === c.name ? 'Close' : 'Edit'}
                </button>
                <ImageUploadButton
                  label="Image"
                  upload={async (form) => {
                    const reply = await adminRequest(
                      (client, init) =>
                        client.POST('/api/admin/catalog/categories/{name}/image', {
                          params: { path: { name: c.name } },
                          body: form,
                          ...init,
                        }),
                      categoryReply,
                    );
                    if (reply.ok) router.refresh();
                    return reply.ok ? { ok: true } : reply;
                  }}
                />
                <ConfirmButton
                  confirmLabel="Delete"
                  onConfirm={async () => {
                    await remove.run(
                      (client, init) =>
                        client.DELETE('/api/admin/catalog/categories/{name}', {
                          params: { path: { name: c.name } },
                          ...init,
                        }),
                      deletedReply,
                      { onSuccess: () => router.refresh() },
                    );
                  }}
                >
                  Delete
                </ConfirmButton>
              </div>
            </div>
            {editing === c.name ? (
              <div className="mt-3">
                <CategoryForm all={categories} editing={c} onDone={refresh} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
