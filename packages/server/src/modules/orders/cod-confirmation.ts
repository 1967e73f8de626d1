import type { JobScheduler } from '../../jobs/periodic-jobs';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import { bumpCatalogVersion } from '../resource/resource-cache';
import type { SettingsService } from '../settings/settings.service';
import { unconfirmedCod } from './open-orders';
import { recordOrderEvent } from './order-history';
import { PAYMENT_STATUS_TEXT } from './order-constants';
import { readOrderLimits } from './order-limits';
import { releaseDiscountCode, returnStock } from './orders.repository';

/**
 * SPEC §2 'Order placed': "a confirmation call will come shortly". A cash-on-delivery order holds
 * its stock from placement; the team's call confirms it (the lifecycle's 'confirm' step, order-steps.ts),
 * and one left unconfirmed for the setting order_limits.cod_confirmation_hours is cancelled by a
 * sweep, its stock and code use returned, as unpaid card orders are. Confirming and expiring are
 * both conditional on the order still being unconfirmed, so exactly one of them happens, once,
 * however many app nodes run the sweep.
 */

/** Cancels COD orders placed before `olderThan` and still unconfirmed, returning their stock and code use. */
async function releaseUnconfirmedCod(
  db: Kysely<Database>,
  olderThan: Date,
  now = new Date(),
): Promise<{ cancelled: number }> {
  const stale = await db
    .selectFrom('sales_order')
    .select(['name', 'coupon_code'])
    .where(unconfirmedCod)
    .where('creation', '<', toTimestamp(olderThan))
    .orderBy('creation')
    .limit(200)
    .execute();
  let cancelled = 0;
  let pagesChanged = false;
  for (const order of stale) {
    const changed = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('sales_order')
        .set({
          status: 'Cancelled',
          stage: 'cancelled',
          stock_returned: 1,
          custom_cancelled_payment: 1,
          custom_online_payment_status: PAYMENT_STATUS_TEXT.cancelled,
          modified: toTimestamp(now),
        })
        .where('name', '=', order.name)
        .where(unconfirmedCod)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return null;
      const returned = await returnStock(trx, order.name);
      if (order.coupon_code) await releaseDiscountCode(trx, order.coupon_code);
      await recordOrderEvent(
        trx,
        order.name,
        { kind: 'cancelled', detail: 'Not confirmed by phone in time' },
        null,
        toTimestamp(now),
      );
      return returned;
    });
    if (!changed) continue;
    cancelled += 1;
    if (changed.length > 0) pagesChanged = true;
  }
  if (pagesChanged) bumpCatalogVersion();
  return { cancelled };
}

/** One run of the sweep at `now`: orders unconfirmed for longer than the setting's hours are cancelled. */
export async function expireUnconfirmedCod(
  db: Kysely<Database>,
  settings: SettingsService,
  now = new Date(),
): Promise<{ cancelled: number }> {
  const { cod_confirmation_hours: hours } = await readOrderLimits(settings);
  return releaseUnconfirmedCod(db, new Date(now.getTime() - hours * 3_600_000), now);
}

/** The sweep, every few minutes beside the unpaid-card one (payments.service.ts scheduleStaleOrderRelease), on one node at a time. */
export function scheduleUnconfirmedCodRelease(
  jobs: JobScheduler,
  db: Kysely<Database>,
  settings: SettingsService,
  everyMs = 5 * 60_000,
): void {
  jobs.add({
    name: 'unconfirmed-cod-release',
    everyMs,
    failure: 'releasing unconfirmed cash-on-delivery orders failed',
    run: async () => void (await expireUnconfirmedCod(db, settings)),
  });
}
