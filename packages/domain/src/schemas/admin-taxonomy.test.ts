import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { brandCreate, brandPatch, categoryCreate, categoryPatch } from './admin-taxonomy';

/** Each refusal as the server's error handler words it: "path: message". */
const refusals = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ` : '') + i.message);
};

describe('category inputs', () => {
  it('takes a name, the rest defaulted, an empty Arabic name or parent as none', () => {
    expect(
      categoryCreate.parse({ category_name: ' Face ', category_name_ar: '', parent_ecommerce_category: '' }),
    ).toEqual({
      category_name: 'Face',
      category_name_ar: null,
      parent_ecommerce_category: null,
      show_on_homepage: false,
      priority: 0,
    });
  });

  it.each([
    [{ category_name: '  ' }, 'category_name: The category name is required'],
    [{ category_name: 'x'.repeat(141) }, 'category_name: The category name is too long (140 characters at most)'],
    [{ category_name: 'Face/Body' }, 'category_name: The category name may not contain "/" or "\\"'],
    [{ category_name: 'Face\\Body' }, 'category_name: The category name may not contain "/" or "\\"'],
    [{ category_name: 7 }, 'category_name: The category name must be text'],
    [
      { category_name: 'Face', category_name_ar: 'ب'.repeat(141) },
      'category_name_ar: The Arabic category name is too long',
    ],
    [{ category_name: 'Face', category_name_ar: 7 }, 'category_name_ar: The Arabic category name must be text'],
    [{ category_name: 'Face', show_on_homepage: 'yes' }, 'show_on_homepage: show_on_homepage must be true or false'],
    [{ category_name: 'Face', priority: 'high' }, 'priority: The priority must be a number'],
    [{ category_name: 'Face', priority: 1.5 }, 'priority: The priority must be a whole number'],
    [{ category_name: 'Face', priority: -100_001 }, 'priority: The priority is too small'],
    [{ category_name: 'Face', priority: 100_001 }, 'priority: The priority is too large'],
  ])('refuses %j', (input, message) => {
    expect(refusals(categoryCreate, input)).toEqual([message]);
  });

  it('changes any field, but at least one', () => {
    expect(categoryPatch.parse({ priority: -5 })).toEqual({ priority: -5 });
    expect(refusals(categoryPatch, {})).toEqual(['Nothing to change']);
  });
});

describe('brand inputs', () => {
  it('takes a name, shown on the website unless said otherwise', () => {
    expect(brandCreate.parse({ brand: 'Rose', brand_ar: ' ', description_ar: '' })).toEqual({
      brand: 'Rose',
      brand_ar: null,
      description: '',
      description_ar: null,
      custom_show_on_website: true,
      custom_priority: 0,
    });
  });

  it.each([
    [{ brand: '' }, 'brand: The brand name is required'],
    [{ brand: 'A/B' }, 'brand: The brand name may not contain "/" or "\\"'],
    [{ brand: 'Rose', brand_ar: 'ب'.repeat(141) }, 'brand_ar: The Arabic brand name is too long'],
    [{ brand: 'Rose', description: 'x'.repeat(2001) }, 'description: The description is too long'],
    [{ brand: 'Rose', description: 5 }, 'description: The description must be text'],
    [{ brand: 'Rose', description_ar: 'ب'.repeat(2001) }, 'description_ar: The Arabic description is too long'],
    [
      { brand: 'Rose', custom_show_on_website: 1 },
      'custom_show_on_website: custom_show_on_website must be true or false',
    ],
    [{ brand: 'Rose', custom_priority: null }, 'custom_priority: The priority must be a number'],
  ])('refuses %j', (input, message) => {
    expect(refusals(brandCreate, input)).toEqual([message]);
  });

  it('changes any field, but at least one', () => {
    expect(brandPatch.parse({ custom_show_on_website: false })).toEqual({ custom_show_on_website: false });
    expect(refusals(brandPatch, {})).toEqual(['Nothing to change']);
  });
});
