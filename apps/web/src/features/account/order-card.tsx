'use client';

import { omanIsoDate, formatDisplayDate } from '@shop/domain/dates';
import { useT } from '@/lib/i18n/i18n-provider';
import { PLACEHOLDER_IMAGE } from '@/lib/routes';
import type { AccountOrder } from './account-api';
import { Code } from '@/components/ui/code';
import { richMessage } from '@/lib/i18n/rich-message';

/** Sum of the order's quantities (SPEC §2 'item count'). */
const itemCount = (order: AccountOrder) => order.Items_and_quanity.reduce((sum, line) => sum + line.qty, 0);

/** DD-MM-YYYY of the Oman calendar day the order was placed (SPEC §9). */
function orderDate(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '' : formatDisplayDate(omanIsoDate(date));
}

/** SPEC §2: the first item's image, the created date and the item count, linking out to the invoice. */
export function OrderCard({ order, href }: { order: AccountOrder; href: string }) {
  const t = useT();
  const count = itemCount(order);
  const date = orderDate(order.createdAt);
  return (
    <a
      href={href}
      {...(href.startsWith('/') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
      aria-label={t('account.invoice', { id: order.id })}
      data-testid="account-order"
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white transition hover:border-brand"
    >
      {/* local, pre-sized images; no optimizer round trip */}
      <img
        src={order.Items_and_quanity[0]?.image ?? PLACEHOLDER_IMAGE}
        alt=""
        width={300}
        height={300}
        loading="lazy"
        decoding="async"
        className="aspect-square w-full bg-cream object-cover"
      />
      <div className="flex flex-col gap-0.5 p-2.5 text-xs desk:text-sm">
        <span className="font-semibold text-ink" data-testid="account-order-date">
          {date}
        </span>
        <span className="text-muted" data-testid="account-order-count">
          {count === 1 ? t('account.itemCountOne') : t('account.itemCount', { n: count })}
        </span>
        <span className="text-[11px] text-muted" data-testid="account-order-number">
          {richMessage(t, 'account.orderNumber', { id: <Code>{order.id}</Code> })}
        </span>
      </div>
    </a>
  );
}
