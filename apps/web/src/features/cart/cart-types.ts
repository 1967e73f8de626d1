import type { Product } from '@/lib/catalog/types';

// The cart's data as the browser stores it (SPEC §3): its lines and the discount code the server verified.

type DiscountType = 'fixed' | 'percentage' | 'shipping';

export interface VerifiedDiscount {
  code: string;
  type: DiscountType;
  /** Percent for 'percentage', rial for 'fixed', 0 for 'shipping' (as the discount check returns it). */
  amount: number;
}

export interface CartLine {
  product: Product;
  quantity: number;
}

export interface StoredCart {
  items: CartLine[];
  verifiedDiscount: VerifiedDiscount | null;
}
