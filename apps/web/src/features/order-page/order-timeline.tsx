import { formatDisplayDate, omanIsoDate } from '@shop/domain/dates';
import type { ShopperOrder } from '@shop/domain/schemas/shopper-order';
import { price } from '@/lib/i18n/price';
import type { Translate } from '@/lib/i18n/messages';

export const displayDate = (iso: string) => formatDisplayDate(omanIsoDate(new Date(iso)));

/** The order's way as a list: each step reached with its date, the steps to come greyed. */
export function OrderTimeline({ timeline, t }: { timeline: ShopperOrder['timeline']; t: Translate }) {
  return (
    <ol className="flex flex-col gap-3" data-testid="order-timeline">
      {timeline.map((entry, i) => {
        const done = entry.at !== null;
        const label =
          entry.step === 'refunded'
            ? t('orderPage.step.refunded', { amount: price(t, entry.amount ?? 0) })
            : t(`orderPage.step.${entry.step}`);
        return (
          <li key={`${entry.step}-${i}`} className="flex items-start gap-3" data-testid="order-step" data-done={done}>
            <span
              aria-hidden
              className={`mt-1 h-3 w-3 shrink-0 rounded-full ${entry.step === 'cancelled' ? 'bg-red-600' : done ? 'bg-brand' : 'border border-line bg-white'}`}
            />
            <span className="flex flex-col">
              <span className={done ? 'font-semibold text-ink' : 'text-muted'}>{label}</span>
              <span className="text-xs text-muted" dir="ltr">
                {done ? displayDate(entry.at!) : ''}
              </span>
              {!done && <span className="text-xs text-muted">{t('orderPage.pending')}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
