'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { type AdminCategory, categoryReply, deletedReply } from '@shop/domain/schemas/admin-replies';
import { adminRequest } from '../admin-client';
import { useAdminAction } from '../use-admin-action';
import { ActionMessage } from '../ui/action-message';
import { Badge } from '../ui/badge';
import { ImageUploadButton } from '../ui/image-upload-button';
import { PageHeader } from '../ui/page-header';
import type { RequestBody } from '@/lib/api/client';
import { categoryCreate, categoryPatch } from '@shop/domain/schemas/admin-taxonomy';
import { Checkbox, SelectInput } from '../ui/form-kit/inputs';
import { useAdminForm } from '../ui/form-kit/use-admin-form';
import { TaxonomyActions, TaxonomyForm, TaxonomySummary } from './taxonomy-admin-parts';
import { BilingualNameFields, PriorityField, priorityValue } from './taxonomy-fields';

type CategoryBody = RequestBody<'/api/admin/catalog/categories', 'post'>;

interface CategoryFields {
  category_name: string;
  category_name_ar: string;
  parent_ecommerce_category: string;
  show_on_homepage: boolean;
  priority: string;
}

const categoryDefaults = (editing?: AdminCategory): CategoryFields => ({
  category_name: editing?.category_name ?? '',
  category_name_ar: editing?.category_name_ar ?? '',
  parent_ecommerce_category: editing?.parent_ecommerce_category ?? '',
  show_on_homepage: editing?.show_on_homepage ?? false,
  priority: String(editing?.priority ?? 0),
});

const categoryBody = (fields: CategoryFields) => ({
  category_name: fields.category_name.trim(),
  category_name_ar: fields.category_name_ar.trim(),
  parent_ecommerce_category: fields.parent_ecommerce_category || null,
  show_on_homepage: fields.show_on_homepage,
  priority: priorityValue(fields.priority),
});

/** Parents a category may be put under: the first two levels, never itself or its own subtree. */
const parentChoices = (all: AdminCategory[], self?: AdminCategory) =>
  all.filter((c) => c.depth < 3 && (!self || c.lft < self.lft || c.lft > self.rgt));

function CategoryForm({ all, editing, onDone }: { all: AdminCategory[]; editing?: AdminCategory; onDone: () => void }) {
  const form = useAdminForm(editing ? categoryPatch : categoryCreate, categoryDefaults(editing), categoryBody);
  return (
    <TaxonomyForm
      noun="category"
      editing={editing?.category_name}
      form={form}
      columns={5}
      reply={categoryReply}
      create={(body) => (client, init) =>
        client.POST('/api/admin/catalog/categories', { body: body as CategoryBody, ...init })
      }
      update={
        editing &&
        ((body) => (client, init) =>
          client.PATCH('/api/admin/catalog/categories/{name}', {
            params: { path: { name: editing.name } },
            body,
            ...init,
          }))
      }
      onDone={onDone}
    >
      <BilingualNameFields form={form} en="category_name" ar="category_name_ar" />
      <SelectInput form={form} name="parent_ecommerce_category" label="Under">
        <option value="">Top level</option>
        {parentChoices(all, editing).map((c) => (
          <option key={c.name} value={c.name}>
            {`${'— '.repeat(c.depth - 1)}${c.category_name}`}
          </option>
        ))}
      </SelectInput>
      <PriorityField form={form} name="priority" />
      <Checkbox form={form} name="show_on_homepage" label="On the home page" />
    </TaxonomyForm>
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
                <TaxonomySummary
                  name={c.category_name}
                  nameAr={c.category_name_ar}
                  products={c.products}
                  priority={c.priority}
                  badge={c.show_on_homepage ? <Badge tone="brand">Home page</Badge> : null}
                />
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <TaxonomyActions
                  name={c.category_name}
                  open={editing === c.name}
                  onToggle={() => setEditing(editing === c.name ? null : c.name)}
                  onDelete={async () => {
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
                </TaxonomyActions>
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
