'use client';

import type { ShopperOrder } from '@shop/domain/schemas/shopper-order';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useCart } from '@/features/cart/public';
import type { Product } from '@/lib/catalog/types';
import { useT } from '@/lib/i18n/i18n-provider';
import { useShopRouter } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { orderPaths } from './order-paths';

const productOf = (line: ShopperOrder['reorder'][number]): Product => ({
  id: line.id,
  itemCode: line.item_code,
  name: line.name,
  route: line.route,
  image: line.image,
  salePrice: line.sale_price,
  regularPrice: line.regular_price,
  brand: line.brand,
  category: line.category,
  stock: line.stock,
  bogo: line.bogo,
  dangerousGood: line.dangerous_good,
  uom: line.uom,
});

/**
 * "Complete payment" (an unpaid card order: its provider page, asked of the server by this
 * visitor's own right to the order) and "Order again" (the lines still sold, back in the cart
 * at today's prices; the cart's quote then checks them as for any cart).
 */
export function OrderActions({ order, linkKey }: { order: ShopperOrder; linkKey: string | undefined }) {
  const t = useT();
  const router = useShopRouter();
  const [paying, setPaying] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  const pay = async () => {
    setPaying(true);
    setNote(null);
    const reply = await fetch(orderPaths.paymentPage(order.name, linkKey), {
      method: 'POST',
      credentials: 'same-origin',
    }).catch(() => null);
    const body = reply?.ok ? ((await reply.json()) as { data?: { session_url?: string } }) : null;
    if (body?.data?.session_url) {
      window.location.assign(body.data.session_url);
      return;
    }
    setPaying(false);
    setNote(t('orderPage.paymentFailed'));
  };

  const orderAgain = () => {
    const cart = useCart.getState();
    const sellable = order.reorder.filter((line) => line.stock > 0);
    if (sellable.length === 0) {
      setNote(t('orderPage.orderAgainNone'));
      return;
    }
    for (const line of sellable) {
      const product = productOf(line);
      cart.addItem(product);
      const inCart = useCart.getState().items.find((l) => l.product.id === product.id)?.quantity ?? 0;
      for (let n = inCart; n < line.qty; n += 1)
        if (useCart.getState().increment(product.id, line.qty) !== 'incremented') break;
    }
    router.push(routes.cart);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-3">
        {order.can_pay && (
          <Button onClick={() => void pay()} disabled={paying} data-testid="complete-payment">
            {t('orderPage.completePayment')}
          </Button>
        )}
        <Button variant="outline" onClick={orderAgain} data-testid="order-again">
          {t('orderPage.orderAgain')}
        </Button>
      </div>
      {note && (
        <p role="alert" className="text-sm text-red-700">
          {note}
        </p>
      )}
    </div>
  );
}
