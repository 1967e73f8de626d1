import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../data/brands';
import { PRODUCT_TYPES, type ProductType, SHAPES, shapeOf } from '../data/product-types';
import { generateProducts, TEMPLATES } from '../products';
import { slugify } from '../text';
import { productSvg } from './artwork';
import { artKey } from './keys';

const brand = BRANDS[0]!;
const context = { warehouse: 'Muscat Store - GG', now: new Date('2026-06-15T12:00:00Z') };

describe('product pictures', () => {
  it('draws each product type as what it is', () => {
    const expected: Partial<Record<ProductType, string>> = {
      'Volume Mascara': 'mascara',
      'Waterproof Mascara': 'mascara',
      Lipstick: 'lipstick',
      'Matte Lipstick': 'lipstick',
      'Lip Gloss': 'wand',
      Concealer: 'wand',
      'Kohl Eyeliner': 'pencil',
      'Lip Crayon': 'pencil',
      'Eyeshadow Palette': 'palette',
      'Powder Blush': 'compact',
      'Nail Polish': 'nail',
      Moisturiser: 'jar',
      'Night Cream': 'jar',
      'Body Butter': 'jar',
      Serum: 'dropper',
      'Face Oil': 'dropper',
      'Hair Oil': 'dropper',
      'Gel Cleanser': 'tube',
      'Hand Cream': 'tube',
      Shampoo: 'pump',
      'Body Lotion': 'pump',
      Toner: 'bottle',
      'Micellar Water': 'bottle',
      'Hydrating Mist': 'mist',
      'Body Mist': 'mist',
      'Eau de Parfum': 'perfume',
      'Oud Perfume': 'perfume',
      Hairspray: 'aerosol',
      'Shaving Foam': 'aerosol',
      'Roll-On': 'rollon',
      'Roll-On Attar': 'rollon',
      'Deodorant Stick': 'stick',
      'Lip Balm': 'stick',
      'Sheet Masks': 'sachet',
      'Blemish Patches': 'sachet',
    };
    for (const [type, shape] of Object.entries(expected)) expect(shapeOf(type as ProductType), type).toBe(shape);
  });

  it('has a drawing kind for every type a template sells, and sells every type in the table', () => {
    const sold = new Set(TEMPLATES.flatMap((t) => t.types));
    expect([...sold].filter((type) => !SHAPES.includes(PRODUCT_TYPES[type]?.shape))).toEqual([]);
    expect(Object.keys(PRODUCT_TYPES).filter((type) => !sold.has(type as ProductType))).toEqual([]);
    expect(new Set(Object.values(PRODUCT_TYPES).map((t) => t.shape))).toEqual(new Set(SHAPES));
  });

  it('draws every kind differently, as an image sharp can render', async () => {
    const svgs = SHAPES.map((shape) => productSvg(brand, shape, 0));
    expect(new Set(svgs).size).toBe(SHAPES.length);
    for (const svg of svgs) {
      expect(await sharp(Buffer.from(svg)).metadata()).toMatchObject({ width: 600, height: 600 });
    }
  });

  it('gives each generated product the picture of its type, one per brand, kind and variant', () => {
    const products = [...generateProducts(3000, context)];
    for (const { parts, art, row } of products) {
      expect(art.shape, row.web_item_name).toBe(shapeOf(parts.type));
      expect(art.brand.name).toBe(row.brand);
      expect(art.key).toBe(artKey('products', `${slugify(art.brand.name)}-${art.shape}-${art.variant + 1}`));
    }
  });
});
