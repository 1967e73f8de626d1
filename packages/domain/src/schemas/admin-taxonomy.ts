import { z } from 'zod';

const label = (what: string, max = 140) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} is too long (${max} characters at most)`)
    .refine((text) => !/[/\\]/.test(text), `${what} may not contain "/" or "\\"`);

const arabic = (what: string, max = 140) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .max(max, `${what} is too long`)
    .nullable()
    .transform((text) => text || null);

const priority = z
  .number({ error: 'The priority must be a number' })
  .int('The priority must be a whole number')
  .min(-100_000, 'The priority is too small')
  .max(100_000, 'The priority is too large');

const categoryFields = {
  category_name: label('The category name'),
  category_name_ar: arabic('The Arabic category name'),
  parent_ecommerce_category: z
    .string()
    .trim()
    .max(140)
    .nullable()
    .transform((text) => text || null),
  show_on_homepage: z.boolean({ error: 'show_on_homepage must be true or false' }),
  priority,
};

/** POST /api/admin/catalog/categories: named by its English name; a top-level one unless a parent is given. */
export const categoryCreate = z
  .object({
    ...categoryFields,
    category_name_ar: categoryFields.category_name_ar.default(null),
    parent_ecommerce_category: categoryFields.parent_ecommerce_category.default(null),
    show_on_homepage: categoryFields.show_on_homepage.default(false),
    priority: priority.default(0),
  })
  .strict();
export type CategoryCreate = z.infer<typeof categoryCreate>;

/** PATCH /api/admin/catalog/categories/:name: rename (the shown name; the name stays), move, reorder, flag. */
export const categoryPatch = z
  .object(categoryFields)
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change');
export type CategoryPatch = z.infer<typeof categoryPatch>;

const brandFields = {
  brand: label('The brand name'),
  brand_ar: arabic('The Arabic brand name'),
  description: z.string({ error: 'The description must be text' }).trim().max(2000, 'The description is too long'),
  description_ar: arabic('The Arabic description', 2000),
  custom_show_on_website: z.boolean({ error: 'custom_show_on_website must be true or false' }),
  custom_priority: priority,
};

/** POST /api/admin/catalog/brands: named by its name. */
export const brandCreate = z
  .object({
    ...brandFields,
    brand_ar: brandFields.brand_ar.default(null),
    description: brandFields.description.default(''),
    description_ar: brandFields.description_ar.default(null),
    custom_show_on_website: brandFields.custom_show_on_website.default(true),
    custom_priority: priority.default(0),
  })
  .strict();
export type BrandCreate = z.infer<typeof brandCreate>;

export const brandPatch = z
  .object(brandFields)
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change');
export type BrandPatch = z.infer<typeof brandPatch>;

export const taxonomyNameParams = z.object({ name: z.string().min(1).max(200) }).strict();
