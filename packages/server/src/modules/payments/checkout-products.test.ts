import { describe, expect, it } from 'vitest';
import { checkoutProducts } from './checkout-products';

const order = { name: 'SAL-ORD-2026-00001', vat_amount: 1_250, shipping_amount: 2_000, grand_total: 28_250 };

describe('checkoutProducts (SPEC §9: baisa, VAT and shipping as their own lines)', () => {
  it('lists each item at its unit price, then VAT and delivery, summing to the grand total', () => {
    const products = checkoutProducts(order, [
      { item_name: 'Vitamin C Serum', qty: 2, amount: 25_000, distributed_discount_amount: 0 },
    ]);
    expect(products).toEqual([
      { name: 'Vitamin C Serum', quantity: 2, unit_amount: 12_500 },
      { name: 'VAT 5%', quantity: 1, unit_amount: 1_250 },
      { name: 'Delivery', quantity: 1, unit_amount: 2_000 },
    ]);
  });

  it('charges a discounted line that does not split evenly as one line of all its units', () => {
    const discounted = { ...order, vat_amount: 1_188, grand_total: 26_938 };
    const products = checkoutProducts(discounted, [
      { item_name: 'Rose Toner', qty: 3, amount: 25_000, distributed_discount_amount: 1_250 },
    ]);
    expect(products[0]).toEqual({ name: '3 × Rose Toner', quantity: 1, unit_amount: 23_750 });
    expect(products.reduce((s, p) => s + p.quantity * p.unit_amount, 0)).toBe(26_938);
  });

  it('keeps product names within the provider limit of 40 characters', () => {
    const long = 'Ultra Hydrating Hyaluronic Acid Night Recovery Cream 50 ml';
    const [first] = checkoutProducts({ ...order, vat_amount: 0, shipping_amount: 0, grand_total: 5_000 }, [
      { item_name: long, qty: 1, amount: 5_000, distributed_discount_amount: 0 },
    ]);
    expect(first!.name.length).toBeLessThanOrEqual(40);
  });

  it('sends the whole order as one line when a line would be under 100 baisa', () => {
    const small = { name: 'SAL-ORD-2026-00002', vat_amount: 50, shipping_amount: 0, grand_total: 1_050 };
    expect(
      checkoutProducts(small, [{ item_name: 'Lip Balm', qty: 1, amount: 1_000, distributed_discount_amount: 0 }]),
    ).toEqual([{ name: 'Order SAL-ORD-2026-00002', quantity: 1, unit_amount: 1_050 }]);
  });

  it('sends a line of more than 100 units (the most Thawani takes on a product line) as one line of all its units', () => {
    const many = { name: 'SAL-ORD-2026-00003', vat_amount: 6_050, shipping_amount: 0, grand_total: 127_050 };
    const products = checkoutProducts(many, [
      { item_name: 'Cotton Pads', qty: 121, amount: 121_000, distributed_discount_amount: 0 },
    ]);
    expect(products).toEqual([
      { name: '121 × Cotton Pads', quantity: 1, unit_amount: 121_000 },
      { name: 'VAT 5%', quantity: 1, unit_amount: 6_050 },
    ]);
  });

  it('refuses a card payment under the provider minimum', () => {
    expect(() => checkoutProducts({ ...order, grand_total: 99 }, [])).toThrow(
      'Card payments need a total of at least OMR 0.100.',
    );
  });
});
