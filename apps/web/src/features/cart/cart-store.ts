'use client';

import { type Baisa, toBaisa } from '@shop/domain/money';
import { lineQuantityCap } from '@shop/domain/order-limit-defaults';
import { canDecrement, canIncrement } from '@shop/domain/pricing';
import type { Quote } from '@shop/domain/schemas/order-quote';
import { create } from 'zustand';
import { type PersistStorage, type StorageValue, persist } from 'zustand/middleware';
import type { Product } from '@/lib/catalog/types';
import type * as CartSchema from './cart-schema';
import type { CartLine, StoredCart, VerifiedDiscount } from './cart-types';

/**
 * What the server's quote found changed on a line since the cart showed it (issue 13), kept for
 * display until the line is removed or the cart emptied: the unit price (from → to), fewer left
 * than asked (the quantity was set to what is left), or none to be had.
 */
export interface LineChange {
  price?: { from: Baisa; to: Baisa };
  onlyLeft?: number;
  status?: 'out_of_stock' | 'unavailable';
}

/** The discount code as the last quote found it, when it takes nothing off: kept but not applying ('dropped'), or removed ('invalid'). */
interface DiscountNotice {
  code: string;
  kind: 'dropped' | 'removed';
  reason: string;
}

/** What a quantity change did, so the caller shows the right toast (SPEC §8). */
export type QuantityOutcome = 'incremented' | 'decremented' | 'max' | 'min' | 'missing';

export type AddOutcome = 'added' | 'present' | 'out-of-stock';

interface CartState {
  items: CartLine[];
  verifiedDiscount: VerifiedDiscount | null;
  /** By product id; not stored (a reload quotes again against prices already brought up to date). */
  changes: Record<string, LineChange>;
  discountNotice: DiscountNotice | null;
  /** The server's last quote and the request it answered (quote-request.ts quoteKey); not stored. */
  quote: Quote | null;
  quoteKey: string | null;
  /** SPEC §4: adding a product already present does nothing here (the card increments instead). */
  addItem(product: Product): AddOutcome;
  /** One more unit while below min(stock, maxUnitsPerLine) (SPEC §4 and the shop's order limits). */
  increment(productId: string, maxUnitsPerLine: number): QuantityOutcome;
  decrement(productId: string): QuantityOutcome;
  removeItem(productId: string): void;
  clearCart(): void;
  setDiscount(discount: VerifiedDiscount | null): void;
  /** Brings the cart to the server's quote: prices, names and stock; quantities down to what is left; the code's status. */
  applyQuote(quote: Quote, key: string): void;
}

export const CART_STORAGE_KEY = 'gulf-glow-cart';
const CART_STORAGE_VERSION = 3;

const empty = { items: [] as CartLine[], verifiedDiscount: null as VerifiedDiscount | null };
const noNotices = {
  changes: {} as Record<string, LineChange>,
  discountNotice: null as DiscountNotice | null,
  quote: null as Quote | null,
  quoteKey: null as string | null,
};

function readStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (private modes, policies): the cart lives in memory
  }
}

/** The stored cart's schema (zod): loaded with the first read of the storage, not in every page's first bundle. */
let schema: Promise<typeof CartSchema> | null = null;
const loadSchema = () => (schema ??= import('./cart-schema'));

/**
 * The cart's browser storage (SPEC §3: a persistent key, version 3). What it holds is never
 * trusted: text that is not JSON, a value that is not `{ state, version }`, or a version-3
 * state that is not a cart (cart-schema.ts) is discarded, discount included, and the shopper
 * gets an empty cart; another version goes to `migrate`, which wipes it (SPEC §4).
 */
const cartStorage: PersistStorage<StoredCart> = {
  async getItem(name) {
    const storage = readStorage();
    const raw = storage?.getItem(name) ?? null;
    if (raw === null) return null;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      value = undefined;
    }
    const envelope =
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? (value as Partial<StorageValue<unknown>>)
        : null;
    if (envelope && typeof envelope.version === 'number' && envelope.version !== CART_STORAGE_VERSION) {
      return { state: envelope.state as StoredCart, version: envelope.version };
    }
    const { parseStoredCart } = await loadSchema();
    const state = envelope?.version === CART_STORAGE_VERSION ? parseStoredCart(envelope.state) : null;
    if (state) return { state, version: CART_STORAGE_VERSION };
    storage?.removeItem(name);
    return null;
  },
  setItem(name, value) {
    try {
      readStorage()?.setItem(name, JSON.stringify(value));
    } catch {
      // full or blocked: the cart still works for this visit
    }
  },
  removeItem(name) {
    readStorage()?.removeItem(name);
  },
};

/**
 * The stored cart over the one in memory, keeping any product added before the stored one was
 * read (loading it waits for its schema): a quick Add is never lost.
 */
function mergeStored(persisted: unknown, current: CartState): CartState {
  const stored = persisted as StoredCart | undefined;
  if (!stored) return current;
  const early = current.items.filter((l) => !stored.items.some((s) => s.product.id === l.product.id));
  return { ...current, ...stored, items: [...stored.items, ...early] };
}

function quotedChange(previous: LineChange | undefined, q: Quote['lines'][number]): LineChange | undefined {
  const change: LineChange = { ...previous };
  if (q.price_changed) change.price = { from: toBaisa(q.price_changed.from), to: toBaisa(q.price_changed.to) };
  if (q.status === 'ok') delete change.status;
  else change.status = q.status;
  if (q.status === 'ok' && q.quantity < q.requested_quantity) change.onlyLeft = q.stock;
  return Object.keys(change).length ? change : undefined;
}

function quotedLine(line: CartLine, q: Quote['lines'][number]): CartLine {
  const product: Product =
    q.status === 'unavailable' || q.sale_price === null || q.regular_price === null
      ? { ...line.product, stock: 0 }
      : {
          ...line.product,
          name: q.name ?? line.product.name,
          salePrice: toBaisa(q.sale_price),
          regularPrice: toBaisa(q.regular_price),
          stock: q.stock,
        };
  const quantity = q.status === 'ok' ? q.quantity : line.quantity;
  const same =
    quantity === line.quantity &&
    product.name === line.product.name &&
    product.salePrice === line.product.salePrice &&
    product.regularPrice === line.product.regularPrice &&
    product.stock === line.product.stock;
  return same ? line : { product, quantity };
}

export const useCart = create<CartState>()(
  persist(
    (set, get) => ({
      ...empty,
      ...noNotices,
      addItem(product) {
        if (product.stock <= 0) return 'out-of-stock';
        if (get().items.some((l) => l.product.id === product.id)) return 'present';
        set({ items: [...get().items, { product, quantity: 1 }] });
        return 'added';
      },
      increment(productId, maxUnitsPerLine) {
        const line = get().items.find((l) => l.product.id === productId);
        if (!line) return 'missing';
        if (!canIncrement(line.quantity, lineQuantityCap(line.product.stock, maxUnitsPerLine))) return 'max';
        set({ items: get().items.map((l) => (l === line ? { ...l, quantity: l.quantity + 1 } : l)) });
        return 'incremented';
      },
      decrement(productId) {
        const line = get().items.find((l) => l.product.id === productId);
        if (!line) return 'missing';
        if (!canDecrement(line.quantity)) return 'min';
        set({ items: get().items.map((l) => (l === line ? { ...l, quantity: l.quantity - 1 } : l)) });
        return 'decremented';
      },
      removeItem(productId) {
        const { [productId]: _removed, ...changes } = get().changes;
        set({ items: get().items.filter((l) => l.product.id !== productId), changes });
      },
      clearCart() {
        set({ ...empty, ...noNotices });
      },
      setDiscount(discount) {
        set({ verifiedDiscount: discount, discountNotice: null });
      },
      applyQuote(quote, key) {
        const byCode = new Map(quote.lines.map((l) => [l.item_code, l]));
        const changes = { ...get().changes };
        const items = get().items.map((line) => {
          const q = byCode.get(line.product.itemCode);
          if (!q) return line;
          const change = quotedChange(changes[line.product.id], q);
          if (change) changes[line.product.id] = change;
          else delete changes[line.product.id];
          return quotedLine(line, q);
        });
        const update: Partial<CartState> = { items, changes, quote, quoteKey: key };
        const d = quote.discount;
        if (d && d.status === 'invalid') {
          // SPEC §4: an invalid code clears the discount; the notice says why.
          Object.assign(update, {
            verifiedDiscount: null,
            discountNotice: { code: d.code, kind: 'removed', reason: d.reason },
          });
        } else if (d && d.type) {
          Object.assign(update, {
            verifiedDiscount: { code: d.code, type: d.type, amount: d.value },
            discountNotice: d.status === 'dropped' ? { code: d.code, kind: 'dropped', reason: d.reason } : null,
          });
        }
        set(update);
      },
    }),
    {
      name: CART_STORAGE_KEY,
      version: CART_STORAGE_VERSION,
      storage: cartStorage,
      partialize: ({ items, verifiedDiscount }) => ({ items, verifiedDiscount }),
      // SPEC §4: a stored cart older than version 3 is wiped on load, discount included.
      migrate: () => ({ ...empty }),
      merge: mergeStored,
      skipHydration: true,
    },
  ),
);

/** Number of units in the cart (the header count). */
export const selectItemCount = (s: Pick<CartState, 'items'>) => s.items.reduce((n, l) => n + l.quantity, 0);
