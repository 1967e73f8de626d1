import type { Quote } from '@shop/domain/schemas/order-quote';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@/lib/catalog/types';
import { parseStoredCart } from './cart-schema';
import { CART_STORAGE_KEY, useCart } from './cart-store';
import type { CartLine } from './cart-types';
import { cartToast } from './cart-toast';

/** localStorage as the browser has it: strings under keys. */
class MemoryStorage {
  private values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, String(value));
  removeItem = (key: string) => void this.values.delete(key);
  clear = () => this.values.clear();
}

const product = (over: Partial<Product> = {}): Product => ({
  id: 'ITEM-001',
  itemCode: 'SKU-1',
  name: 'Vitamin C Serum',
  route: 'vitamin-c-serum',
  image: null,
  salePrice: 7_500,
  regularPrice: 7_500,
  brand: 'Glow',
  category: 'Serums',
  stock: 10,
  bogo: false,
  dangerousGood: false,
  uom: 'Nos',
  ...over,
});

async function load(raw: string | null) {
  useCart.setState({ items: [], verifiedDiscount: null }); // (this writes the storage: before the value under test)
  localStorage.clear();
  if (raw !== null) localStorage.setItem(CART_STORAGE_KEY, raw);
  await useCart.persist.rehydrate();
  return useCart.getState();
}

/** What the storage holds after a load: nothing, or an empty version-3 cart. */
function storedIsEmpty() {
  const raw = localStorage.getItem(CART_STORAGE_KEY);
  if (raw !== null) expect(JSON.parse(raw)).toEqual({ state: emptyCart, version: 3 });
}

const emptyCart = { items: [], verifiedDiscount: null };
const cartOf = (s: ReturnType<typeof useCart.getState>) => ({ items: s.items, verifiedDiscount: s.verifiedDiscount });

/** A cart stays usable: a product can be added and the count read. */
function works() {
  const state = useCart.getState();
  expect(state.addItem(product({ id: 'ITEM-NEW', itemCode: 'SKU-NEW' }))).toMatch(/added|present/);
  expect(useCart.getState().items.some((l) => l.product.id === 'ITEM-NEW')).toBe(true);
}

const productArb = fc.record({
  id: fc.string({ minLength: 1, maxLength: 12 }),
  itemCode: fc.string({ minLength: 1, maxLength: 12 }),
  name: fc.string(),
  route: fc.string(),
  image: fc.option(fc.string(), { nil: null }),
  salePrice: fc.nat(1_000_000),
  regularPrice: fc.nat(1_000_000),
  brand: fc.option(fc.string(), { nil: null }),
  category: fc.option(fc.string(), { nil: null }),
  stock: fc.integer({ min: -5, max: 500 }),
  bogo: fc.boolean(),
  dangerousGood: fc.boolean(),
  uom: fc.string(),
});
const validCartArb = fc.record({
  items: fc.uniqueArray(fc.record({ product: productArb, quantity: fc.integer({ min: 1, max: 999 }) }), {
    selector: (l) => l.product.id,
    maxLength: 5,
  }),
  verifiedDiscount: fc.option(
    fc.record({
      code: fc.string({ minLength: 1, maxLength: 40 }),
      type: fc.constantFrom('fixed' as const, 'percentage' as const, 'shipping' as const),
      amount: fc.double({ min: 0, max: 1000, noNaN: true }),
    }),
    { nil: null },
  ),
});

describe('the stored cart (SPEC §3 version 3; issue 13: a value that does not parse never breaks a page)', () => {
  beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));

  it('any JSON value under the cart key leaves a working empty cart, unless it is a version-3 cart', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const state = await load(JSON.stringify(value));
        const stored =
          value !== null && typeof value === 'object' && !Array.isArray(value) && value.version === 3
            ? parseStoredCart(value.state)
            : null;
        expect(cartOf(state)).toEqual(stored ?? emptyCart);
        works();
      }),
      { numRuns: 300 },
    );
  });

  it('any version-3 envelope whose state is not a cart is discarded with its discount', async () => {
    const notACart = fc.oneof(
      fc.jsonValue(),
      validCartArb.map((cart) => ({ ...cart, items: [...cart.items, { product: { id: 'x' }, quantity: 1 }] })),
      validCartArb
        .map((cart) => ({ ...cart, items: cart.items.map((l) => ({ ...l, quantity: 0 })) }))
        .filter((c) => c.items.length > 0),
      validCartArb.map((cart) => ({
        items: cart.items,
        verifiedDiscount: { code: 'SAVE5', type: 'bogus', amount: 5 },
      })),
      validCartArb
        .map((cart) => ({
          ...cart,
          items: cart.items.map((l) => ({ ...l, product: { ...l.product, salePrice: 7.5 } })),
        }))
        .filter((c) => c.items.length > 0),
    );
    await fc.assert(
      fc.asyncProperty(notACart, async (state) => {
        fc.pre(parseStoredCart(state) === null);
        expect(cartOf(await load(JSON.stringify({ state, version: 3 })))).toEqual(emptyCart);
        storedIsEmpty();
        works();
      }),
      { numRuns: 200 },
    );
  });

  it('text that is not JSON leaves a working empty cart', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), async (text) => {
        let json = true;
        try {
          JSON.parse(text);
        } catch {
          json = false;
        }
        fc.pre(!json);
        expect(cartOf(await load(text))).toEqual(emptyCart);
        storedIsEmpty();
        works();
      }),
      { numRuns: 200 },
    );
  });

  it('a valid version-3 cart loads as it was stored', async () => {
    await fc.assert(
      fc.asyncProperty(validCartArb, async (cart) => {
        expect(cartOf(await load(JSON.stringify({ state: cart, version: 3 })))).toEqual(cart);
      }),
      { numRuns: 200 },
    );
  });

  it('a product added while the stored cart is being read is kept beside it (a quick Add is never lost)', async () => {
    useCart.setState({ items: [], verifiedDiscount: null });
    localStorage.clear();
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ state: { items: [{ product: product(), quantity: 2 }], verifiedDiscount: null }, version: 3 }),
    );
    const loading = useCart.persist.rehydrate();
    useCart.getState().addItem(product({ id: 'ITEM-009', itemCode: 'SKU-9' }));
    await loading;
    expect(useCart.getState().items.map((l) => [l.product.id, l.quantity])).toEqual([
      ['ITEM-001', 2],
      ['ITEM-009', 1],
    ]);
  });

  it('a cart of another version is wiped with its discount and stored again as an empty version 3 (SPEC §4)', async () => {
    const cart = {
      items: [{ product: product(), quantity: 2 }],
      verifiedDiscount: { code: 'OLD', type: 'fixed', amount: 1 },
    };
    for (const version of [0, 2, 4]) {
      expect(cartOf(await load(JSON.stringify({ state: cart, version })))).toEqual(emptyCart);
      expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toEqual({ state: emptyCart, version: 3 });
    }
  });
});

const quoteFor = (over: Partial<Quote>, lines: Partial<Quote['lines'][number]>[]): Quote => ({
  lines: lines.map((l) => ({
    item_code: 'SKU-1',
    status: 'ok',
    name: 'Vitamin C Serum',
    sale_price: 7.5,
    regular_price: 7.5,
    stock: 10,
    requested_quantity: 1,
    quantity: 1,
    line_total: 7.5,
    price_changed: null,
    ...l,
  })),
  discount: null,
  sub_total: 0,
  discount_amount: 0,
  vat: 0,
  shipping: null,
  grand_total: 0,
  card: { available: true, minimum: 0.1 },
  changed: false,
  ...over,
});

describe("the cart brought to the server's quote (issue 13)", () => {
  const start = (
    items: CartLine[],
    verifiedDiscount: { code: string; type: 'fixed' | 'percentage' | 'shipping'; amount: number } | null = null,
  ) => useCart.setState({ items, verifiedDiscount, changes: {}, discountNotice: null, quote: null, quoteKey: null });

  it('takes the new price and says which line changed, from what to what', () => {
    start([{ product: product(), quantity: 2 }]);
    useCart.getState().applyQuote(
      quoteFor({}, [
        {
          sale_price: 9.85,
          regular_price: 9.85,
          requested_quantity: 2,
          quantity: 2,
          price_changed: { from: 7.5, to: 9.85 },
        },
      ]),
      'k1',
    );
    const state = useCart.getState();
    expect(state.items[0]).toEqual({ product: product({ salePrice: 9_850, regularPrice: 9_850 }), quantity: 2 });
    expect(state.changes).toEqual({ 'ITEM-001': { price: { from: 7_500, to: 9_850 } } });
    expect(state.quoteKey).toBe('k1');
  });

  it('sets a quantity above the stock to what is left, and marks lines that cannot be had without dropping them', () => {
    start([
      { product: product(), quantity: 5 },
      { product: product({ id: 'ITEM-002', itemCode: 'SKU-2' }), quantity: 1 },
      { product: product({ id: 'ITEM-003', itemCode: 'SKU-3' }), quantity: 1 },
    ]);
    useCart.getState().applyQuote(
      quoteFor({}, [
        { stock: 3, requested_quantity: 5, quantity: 3 },
        { item_code: 'SKU-2', status: 'out_of_stock', stock: 0, quantity: 0 },
        {
          item_code: 'SKU-3',
          status: 'unavailable',
          name: null,
          sale_price: null,
          regular_price: null,
          stock: 0,
          quantity: 0,
        },
      ]),
      'k',
    );
    const { items, changes } = useCart.getState();
    expect(items.map((l) => [l.product.id, l.quantity, l.product.stock])).toEqual([
      ['ITEM-001', 3, 3],
      ['ITEM-002', 1, 0],
      ['ITEM-003', 1, 0],
    ]);
    expect(changes).toEqual({
      'ITEM-001': { onlyLeft: 3 },
      'ITEM-002': { status: 'out_of_stock' },
      'ITEM-003': { status: 'unavailable' },
    });
    useCart.getState().removeItem('ITEM-003');
    expect(Object.keys(useCart.getState().changes)).toEqual(['ITEM-001', 'ITEM-002']);
    useCart.getState().clearCart();
    expect(useCart.getState()).toMatchObject({ items: [], changes: {}, discountNotice: null, quote: null });
  });

  it('keeps a code that takes nothing off this cart, with a notice; removes one that cannot be used (SPEC §4)', () => {
    start([{ product: product(), quantity: 1 }], { code: 'SAVE5', type: 'fixed', amount: 5 });
    useCart.getState().applyQuote(
      quoteFor(
        {
          discount: {
            code: 'SAVE5',
            status: 'dropped',
            reason: 'This code needs a subtotal of at least OMR 5.000.',
            type: 'fixed',
            value: 5,
          },
        },
        [{}],
      ),
      'k',
    );
    expect(useCart.getState()).toMatchObject({
      verifiedDiscount: { code: 'SAVE5', type: 'fixed', amount: 5 },
      discountNotice: { code: 'SAVE5', kind: 'dropped' },
    });
    useCart
      .getState()
      .applyQuote(
        quoteFor({ discount: { code: 'SAVE5', status: 'applied', reason: '', type: 'fixed', value: 5 } }, [{}]),
        'k',
      );
    expect(useCart.getState().discountNotice).toBeNull();
    useCart
      .getState()
      .applyQuote(
        quoteFor(
          { discount: { code: 'SAVE5', status: 'invalid', reason: 'This code has expired.', type: 'fixed', value: 0 } },
          [{}],
        ),
        'k',
      );
    expect(useCart.getState()).toMatchObject({
      verifiedDiscount: null,
      discountNotice: { code: 'SAVE5', kind: 'removed', reason: 'This code has expired.' },
    });
  });

  it('leaves an unchanged line as the same object (no needless re-render)', () => {
    const line = { product: product(), quantity: 1 };
    start([line]);
    useCart.getState().applyQuote(quoteFor({}, [{}]), 'k');
    expect(useCart.getState().items[0]).toBe(line);
  });
});

/** SPEC §4 quantity rules (domain canIncrement / canDecrement) and the shop's cap on one line (cart-limits.tsx). */
describe('quantity changes', () => {
  const start = (quantity: number, stock: number) =>
    useCart.setState({
      items: [{ product: product({ stock }), quantity }],
      verifiedDiscount: null,
      changes: {},
      discountNotice: null,
      quote: null,
      quoteKey: null,
    });
  const quantity = () => useCart.getState().items[0]?.quantity;

  it('adds a unit while below the stock, and stops at the stock', () => {
    start(2, 3);
    expect(useCart.getState().increment('ITEM-001', 10)).toBe('incremented');
    expect(quantity()).toBe(3);
    expect(useCart.getState().increment('ITEM-001', 10)).toBe('max');
    expect(quantity()).toBe(3);
  });

  it('stops at the per-line cap when the stock is larger', () => {
    start(9, 100);
    expect(useCart.getState().increment('ITEM-001', 10)).toBe('incremented');
    expect(useCart.getState().increment('ITEM-001', 10)).toBe('max');
    expect(quantity()).toBe(10);
    start(1, 100);
    expect(useCart.getState().increment('ITEM-001', 1)).toBe('max');
    expect(quantity()).toBe(1);
  });

  it('a line whose stock went to 0 cannot grow', () => {
    start(1, 0);
    expect(useCart.getState().increment('ITEM-001', 10)).toBe('max');
    expect(quantity()).toBe(1);
  });

  it('takes a unit away down to 1, never below', () => {
    start(2, 5);
    expect(useCart.getState().decrement('ITEM-001')).toBe('decremented');
    expect(quantity()).toBe(1);
    expect(useCart.getState().decrement('ITEM-001')).toBe('min');
    expect(quantity()).toBe(1);
  });

  it('a product not in the cart is missing and changes nothing', () => {
    start(2, 5);
    expect(useCart.getState().increment('ITEM-404', 10)).toBe('missing');
    expect(useCart.getState().decrement('ITEM-404')).toBe('missing');
    expect(quantity()).toBe(2);
  });

  it('adding a product already present does nothing; one out of stock is refused', () => {
    start(2, 5);
    expect(useCart.getState().addItem(product({ stock: 5 }))).toBe('present');
    expect(quantity()).toBe(2);
    expect(useCart.getState().addItem(product({ id: 'ITEM-002', itemCode: 'SKU-2', stock: 0 }))).toBe('out-of-stock');
    expect(useCart.getState().items).toHaveLength(1);
  });
});

/** SPEC §8: one toast per cart change, the same on the card, the product page and the cart. */
describe('cartToast', () => {
  it('maps each outcome to its toast, and no change to none', () => {
    expect(cartToast('added')).toEqual({ kind: 'success', message: 'cart.toast.added' });
    expect(cartToast('incremented')).toEqual({ kind: 'success', message: 'cart.toast.updated' });
    expect(cartToast('decremented')).toEqual({ kind: 'success', message: 'cart.toast.reduced' });
    expect(cartToast('removed')).toEqual({ kind: 'success', message: 'cart.toast.removed' });
    expect(cartToast('max')).toEqual({ kind: 'warning', message: 'cart.toast.max' });
    expect(cartToast('min')).toEqual({ kind: 'warning', message: 'cart.toast.min' });
    expect([cartToast('present'), cartToast('out-of-stock'), cartToast('missing')]).toEqual([null, null, null]);
  });
});
