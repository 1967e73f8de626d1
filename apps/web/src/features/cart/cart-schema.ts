import * as z from 'zod/mini';
import type { StoredCart } from './cart-types';

/**
 * The stored cart (SPEC §3: items, each a product plus its quantity, and verifiedDiscount),
 * as it must be to load. zod/mini: this ships with every page (the header's cart count).
 */
const baisa = z.number().check(z.int(), z.minimum(0));

const productSchema = z.object({
  id: z.string().check(z.minLength(1)),
  itemCode: z.string().check(z.minLength(1)),
  name: z.string(),
  route: z.string(),
  image: z.nullable(z.string()),
  salePrice: baisa,
  regularPrice: baisa,
  brand: z.nullable(z.string()),
  category: z.nullable(z.string()),
  stock: z.number().check(z.int()),
  bogo: z.boolean(),
  dangerousGood: z.boolean(),
  uom: z.string(),
});

const lineSchema = z.object({
  product: productSchema,
  quantity: z.number().check(z.int(), z.minimum(1), z.maximum(999)),
});

const discountSchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(40)),
  type: z.enum(['fixed', 'percentage', 'shipping']),
  amount: z.number().check(z.minimum(0)),
});

export const storedCartSchema = z.object({
  items: z
    .array(lineSchema)
    .check(z.refine((lines) => new Set(lines.map((l) => l.product.id)).size === lines.length, 'each product once')),
  verifiedDiscount: z.nullable(discountSchema),
});

/** The stored state if it has the cart's shape, else null (the caller starts an empty cart). */
export function parseStoredCart(value: unknown): StoredCart | null {
  const parsed = storedCartSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
