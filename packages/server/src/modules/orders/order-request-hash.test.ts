import { describe, expect, it } from 'vitest';
import { muscatForm } from './order-fixtures';
import { orderRequestHash } from './order-request-hash';
import type { PlaceOrderInput } from './order-input';

const form = { ...muscatForm } as unknown as PlaceOrderInput['form'];
const request: PlaceOrderInput = {
  idempotency_key: 'key-0000001',
  items: [
    { item_code: 'SKU-1', quantity: 2 },
    { item_code: 'SKU-5', quantity: 1 },
  ],
  discount_code: 'SAVE5',
  form,
};

/** Same order asked for ⇔ same digest: what decides a replay of an idempotency key. */
describe('orderRequestHash', () => {
  it('is a SHA-256 hex digest that ignores the key, the order of lines and of keys, and how the code is written', () => {
    const digest = orderRequestHash(request);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(orderRequestHash({ ...request, idempotency_key: 'another-key-2' })).toBe(digest);
    expect(orderRequestHash({ ...request, items: [...request.items].reverse() })).toBe(digest);
    expect(
      orderRequestHash({
        ...request,
        items: request.items.map(({ quantity, item_code }) => ({ quantity, item_code })),
      }),
    ).toBe(digest);
    expect(orderRequestHash({ ...request, discount_code: ' save5 ' })).toBe(digest);
    expect(
      orderRequestHash({
        ...request,
        form: Object.fromEntries(Object.entries(form).reverse()) as PlaceOrderInput['form'],
      }),
    ).toBe(digest);
  });

  it('changes with any line, quantity, the discount code or a form field', () => {
    const digest = orderRequestHash(request);
    const others = [
      { ...request, items: [{ item_code: 'SKU-1', quantity: 2 }] },
      {
        ...request,
        items: [
          { item_code: 'SKU-1', quantity: 3 },
          { item_code: 'SKU-5', quantity: 1 },
        ],
      },
      { ...request, discount_code: undefined },
      { ...request, discount_code: 'GLOW10' },
      { ...request, form: { ...form, Address: 'Another street 9' } },
      { ...request, form: { ...form, PaymentType: 'Credit / Debit Card' as const } },
    ];
    const digests = others.map(orderRequestHash);
    expect(new Set([digest, ...digests]).size).toBe(others.length + 1);
    expect(orderRequestHash({ ...request, discount_code: '' })).toBe(
      orderRequestHash({ ...request, discount_code: undefined }),
    );
  });
});
