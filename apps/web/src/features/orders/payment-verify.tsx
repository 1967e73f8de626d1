'use client';

import { toBaisa } from '@shop/domain/money';
import { useShopRouter } from '@/lib/i18n/navigation';
import { Link } from '@/lib/i18n/navigation';
import { useCallback, useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useCart } from '@/features/cart/public';
import { useCheckoutState } from '@/features/checkout/public';
import { type PaymentCheck, verifyPayment } from '@/lib/browser/order-api';
import { useT } from '@/lib/i18n/i18n-provider';
import { routes } from '@/lib/routes';
import { OrderOutcome, primaryAction } from './order-outcome';
import { price } from '@/lib/i18n/price';
import { Code } from '@/components/ui/code';
import { richMessage } from '@/lib/i18n/rich-message';
import { failureText } from '@/lib/i18n/failure-text';
import type { Failure } from '@/lib/api/client';

type View =
  | { kind: 'verifying' }
  | { kind: 'pending'; check: PaymentCheck }
  | { kind: 'refund'; check: PaymentCheck }
  | { kind: 'settled'; check: PaymentCheck }
  | { kind: 'unavailable'; failure: Pick<Failure, 'code' | 'message' | 'language'> }
  | { kind: 'not-found' }
  | { kind: 'missing' };

/**
 * SPEC §4 'Payment verify': the server reads the session from the provider and applies it once;
 * paid → cart cleared, /order-success; cancelled → /order-failed; unpaid → the pending screen
 * with COMPLETE PAYMENT. The checkout state is cleared once the payment is settled. A reference
 * the server refuses or does not know is "not found" (the way on is the cart); "Try again" is
 * offered only when asking again may help (no answer, the server or the provider down).
 *
 * Issue 13:
 * - "Only when the order has no verification flag yet" are the cart cleared and the shopper
 *   redirected. The server may have settled the order first (its webhook, the unpaid sweep), so
 *   the flag that counts is this browser's: its checkout state still holds the order. A link
 *   opened again after that (or in another browser) changes nothing, the current cart
 *   included: it shows how the payment stands, in place.
 * - A payment taken for an order that was cancelled is never "paid and confirmed": the page
 *   says the order was cancelled and the payment will be refunded; the cart is left as it is.
 */
export function PaymentVerify({ cuid }: { cuid: string | null }) {
  const t = useT();
  const router = useShopRouter();
  const [view, setView] = useState<View>(cuid ? { kind: 'verifying' } : { kind: 'missing' });

  const run = useCallback(async () => {
    if (!cuid) return;
    setView({ kind: 'verifying' });
    const result = await verifyPayment(cuid);
    if (!result.ok)
      return setView(result.kind === 'unavailable' ? { kind: 'unavailable', failure: result } : { kind: 'not-found' });
    const check = result.data;
    if (check.payment_status === 'unpaid') return setView({ kind: 'pending', check });
    const checkout = useCheckoutState.getState();
    const handling = checkout.orderId === check.order_id;
    if (check.refund_due) {
      if (handling) checkout.clear();
      return setView({ kind: 'refund', check });
    }
    if (!handling) return setView({ kind: 'settled', check });
    checkout.clear();
    if (check.payment_status === 'paid') {
      checkout.setReceipt({ orderId: check.order_id, grandTotal: check.total_amount });
      await useCart.persist.rehydrate();
      useCart.getState().clearCart();
      router.replace(routes.orderSuccess(check.order_id));
    } else {
      router.replace(routes.orderFailed(check.order_id));
    }
  }, [cuid, router]);

  useEffect(() => {
    void run();
  }, [run]);

  if (view.kind === 'missing') {
    return (
      <OrderOutcome
        title={t('orders.verifyMissing')}
        actions={
          <Link href={routes.cart} className={primaryAction}>
            {t('orders.goToCart')}
          </Link>
        }
      />
    );
  }
  if (view.kind === 'not-found') {
    return (
      <OrderOutcome
        testId="payment-not-found"
        title={t('orders.verifyNotFound')}
        actions={
          <Link href={routes.cart} className={primaryAction}>
            {t('orders.goToCart')}
          </Link>
        }
      >
        <p className="max-w-md text-muted">{t('orders.verifyNotFoundText')}</p>
      </OrderOutcome>
    );
  }
  if (view.kind === 'unavailable') {
    return (
      <OrderOutcome
        title={t('orders.verifyFailed')}
        actions={
          <button type="button" onClick={() => void run()} className={primaryAction}>
            {t('orders.tryAgain')}
          </button>
        }
      >
        <p className="max-w-md text-muted" role="alert">
          {failureText(t, view.failure)}
        </p>
      </OrderOutcome>
    );
  }
  if (view.kind === 'refund') {
    return (
      <OrderOutcome
        testId="payment-refund"
        title={t('orders.refundTitle')}
        actions={
          <Link href={routes.cart} className={primaryAction}>
            {t('orders.goToCart')}
          </Link>
        }
      >
        <p className="max-w-md text-muted" role="status">
          {richMessage(t, 'orders.refundText', {
            id: <Code>{view.check.order_id}</Code>,
            amount: price(t, toBaisa(view.check.total_amount)),
          })}
        </p>
      </OrderOutcome>
    );
  }
  if (view.kind === 'settled') {
    const paid = view.check.payment_status === 'paid';
    return (
      <OrderOutcome
        testId={paid ? 'payment-already-paid' : 'payment-already-cancelled'}
        title={paid ? t('orders.successTitle') : t('orders.failedTitle')}
        actions={
          paid ? (
            <Link href={routes.shop} className={primaryAction}>
              {t('orders.continue')}
            </Link>
          ) : (
            <Link href={routes.cart} className={primaryAction}>
              {t('orders.goToCart')}
            </Link>
          )
        }
      >
        <p className="max-w-md text-muted">
          {paid
            ? richMessage(t, 'orders.successText', { id: <Code>{view.check.order_id}</Code> })
            : richMessage(t, 'orders.failedText', { id: <Code>#{view.check.order_id}</Code> })}
        </p>
      </OrderOutcome>
    );
  }
  if (view.kind === 'pending') {
    return (
      <OrderOutcome
        testId="payment-pending"
        title={t('orders.pendingTitle')}
        actions={
          view.check.session_url ? (
            <a href={view.check.session_url} className={primaryAction}>
              {t('orders.completePayment')}
            </a>
          ) : undefined
        }
      >
        <p className="max-w-md text-muted">
          {richMessage(t, 'orders.pendingText', { id: <Code>{view.check.order_id}</Code> })}
        </p>
      </OrderOutcome>
    );
  }
  return (
    <OrderOutcome testId="payment-verifying" title={t('orders.verifying')}>
      <p className="max-w-md text-muted" role="status">
        {t('orders.verifyingText')}
      </p>
      <Spinner className="size-6 text-brand" />
    </OrderOutcome>
  );
}
