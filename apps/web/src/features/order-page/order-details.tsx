import type { ShopperOrder } from '@shop/domain/schemas/shopper-order';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { leftToRight } from '@/lib/i18n/locale';
import type { Translate } from '@/lib/i18n/messages';
import { price } from '@/lib/i18n/price';
import { PLACEHOLDER_IMAGE, routes } from '@/lib/routes';
import { OrderActions } from './order-actions';
import { orderPaths } from './order-paths';
import { OrderTimeline, displayDate } from './order-timeline';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="flex min-w-0 flex-col gap-3 rounded-xl border border-line bg-white p-4" data-testid={testId}>
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function TotalRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-base font-semibold' : 'text-sm'}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** The shopper's order page: status timeline, lines as billed, totals, hand-over, payment, and what can be done next. */
export function OrderDetails({
  order,
  t,
  linkKey,
  localize,
}: {
  order: ShopperOrder;
  t: Translate;
  linkKey: string | undefined;
  localize: (path: string) => string;
}) {
  const arabic = t.locale.startsWith('ar');
  const payment = order.payment_method === 'COD' ? t('orderPage.method.cod') : t('orderPage.method.card');
  return (
    <div className="flex flex-col gap-5" data-testid="order-page">
      <header className="flex flex-col gap-1">
        <a href={localize(routes.account)} className="text-sm text-brand hover:underline">
          {t('orderPage.backToAccount')}
        </a>
        <h1 className="text-xl font-bold break-words desk:text-2xl">
          {t('orderPage.title', { id: leftToRight(order.name) })}
        </h1>
        <p className="text-sm text-muted">
          {t('orderPage.placedOn', { date: leftToRight(displayDate(order.creation)) })}
        </p>
      </header>
      <OrderActions order={order} linkKey={linkKey} />
      <div className="grid grid-cols-1 gap-5 desk:grid-cols-[1fr_2fr]">
        <Section title={t('orderPage.status')}>
          <OrderTimeline timeline={order.timeline} t={t} />
        </Section>
        <Section title={t('orderPage.items')} testId="order-lines">
          <ul className="flex flex-col divide-y divide-line">
            {order.lines.map((line) => (
              <li key={line.item_code} className="flex items-center gap-3 py-2" data-testid="order-line">
                {/* local, pre-sized images */}
                <img
                  src={line.image ?? PLACEHOLDER_IMAGE}
                  alt=""
                  width={56}
                  height={56}
                  className="h-14 w-14 rounded bg-cream object-cover"
                />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm font-medium">
                    {(arabic && line.item_name_ar) || line.item_name}
                  </span>
                  <span className="text-xs text-muted">
                    {t('orderPage.qty', { n: line.qty })} · {price(t, line.rate)}
                  </span>
                </span>
                <span className="text-sm tabular-nums">{price(t, line.amount)}</span>
              </li>
            ))}
          </ul>
          <dl className="flex flex-col gap-1 border-t border-line pt-3" data-testid="order-totals">
            <TotalRow label={t('orderPage.subtotal')} value={price(t, order.sub_total)} />
            {order.discount_amount > 0 && (
              <TotalRow
                label={
                  order.coupon_code
                    ? t('orderPage.discountCode', { code: leftToRight(order.coupon_code) })
                    : t('orderPage.discount')
                }
                value={`−${price(t, order.discount_amount)}`}
              />
            )}
            <TotalRow label={t('orderPage.vat', { rate: order.vat_rate })} value={price(t, order.vat_amount)} />
            <TotalRow label={t('orderPage.shipping')} value={price(t, order.shipping_amount)} />
            <TotalRow label={t('orderPage.total')} value={price(t, order.grand_total)} strong />
            {order.refunded_amount > 0 && (
              <TotalRow label={t('orderPage.refunded')} value={`−${price(t, order.refunded_amount)}`} />
            )}
          </dl>
        </Section>
      </div>
      <div className="grid grid-cols-1 gap-5 desk:grid-cols-3">
        {order.pickup ? (
          <Section title={t('orderPage.pickupAt')}>
            <p className="text-sm">{order.pickup.outlet}</p>
            <p className="text-sm">
              {t('orderPage.pickupWhen', {
                date: leftToRight(order.pickup.date ?? ''),
                time: leftToRight(order.pickup.time ?? ''),
              })}
            </p>
          </Section>
        ) : (
          <Section title={t('orderPage.deliverTo')}>
            <p className="text-sm">{order.first_name}</p>
            <p className="text-sm break-words">
              {[order.address?.address, order.address?.wilaya, order.address?.province, order.address?.country]
                .filter(Boolean)
                .join(arabic ? '، ' : ', ')}
            </p>
            <p className="text-sm" dir="ltr">
              +{order.phone}
            </p>
          </Section>
        )}
        <Section title={t('orderPage.payment')} testId="order-payment">
          <p className="text-sm">{payment}</p>
          <p className="text-sm font-semibold">{t(`orderPage.state.${order.payment_state}`)}</p>
        </Section>
        <Section title={t('orderPage.invoice')}>
          {order.invoice_number ? (
            <a
              href={localize(orderPaths.invoice(order.name, linkKey))}
              className={buttonClass({ size: 'md', variant: 'secondary' })}
              data-testid="open-invoice"
            >
              {leftToRight(order.invoice_number)}
            </a>
          ) : (
            <p className="text-sm text-muted">{t('orderPage.invoiceNotYet')}</p>
          )}
        </Section>
        {order.credit_notes.length > 0 ? (
          <Section title={t('orderPage.creditNotes')} testId="order-credit-notes">
            <ul className="flex flex-wrap gap-2">
              {order.credit_notes.map((note) => (
                <li key={note.number}>
                  <a
                    href={localize(orderPaths.creditNote(order.name, note.number, linkKey))}
                    className={buttonClass({ size: 'md', variant: 'secondary' })}
                  >
                    {leftToRight(note.number)}
                  </a>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
      </div>
    </div>
  );
}
