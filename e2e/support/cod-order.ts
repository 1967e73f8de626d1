import { type APIRequestContext, expect } from '@playwright/test';

/** A COD order for the number through `request`: the browser's own (`page.request`, its session cookie goes along) or a stranger's. */
export async function placeCodOrder(request: APIRequestContext, national: string, firstName: string, quantity: number) {
  const found = await request.get('/api/resource/Website%20Item', {
    params: {
      fields: JSON.stringify(['item_code', 'custom_stock_available']),
      filters: JSON.stringify([
        ['published', '=', 1],
        ['custom_sale_price', 'is', 'set'],
        ['custom_stock_available', '>', 20],
      ]),
      limit_page_length: '1',
    },
  });
  const [item] = (await found.json()).data as { item_code: string }[];
  const placed = await request.post('/api/orders', {
    data: {
      idempotency_key: `e2e-account-${national}-${Date.now()}`,
      items: [{ item_code: item!.item_code, quantity }],
      form: {
        CountryNumber: '968',
        MobileNumber: national,
        FirstName: firstName,
        CountryField: 'Oman',
        Province: 'Muscat',
        Wilaya: 'Bawshar',
        WilayaZone: '8',
        PaymentType: 'COD',
        ShippingField: 'Delivery',
      },
    },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()).data.order.name as string;
}
