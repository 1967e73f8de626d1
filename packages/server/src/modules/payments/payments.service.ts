import { randomUUID } from 'node:crypto';
import type { JobScheduler } from '../../jobs/periodic-jobs';
import { toRial } from '@shop/domain/money';
import type { Kysely } from 'kysely';
import {
  type PaymentProvider,
  type PaymentStatus,
  PaymentProviderError,
} from '../../adapters/payment/payment-provider';
import type { Database } from '../../db/schema';
import { nowTimestamp, toTimestamp } from '../../db/time';
import { ShopperError, text } from '../../i18n/shopper-text';
import { PAYMENT_STATUS_TEXT, REFUND_DUE } from '../orders/order-constants';
import { recordOrderEvent } from '../orders/order-history';
import { findOrder, orderItems, releaseDiscountCode, returnStock } from '../orders/orders.repository';
import { bumpCatalogVersion } from '../resource/resource-cache';
import { checkoutProducts } from './checkout-products';
import { paymentSecretMatches } from './payment-secret';
import { paymentOutcomes } from '../../observability/metrics';
import { type AuditActor, recordAudit } from '../audit/audit-log';

export interface PaymentLink {
  session_url: string;
  client_reference_id: string;
}

/** SPEC §3 'Payment session response', plus the order it belongs to. */
export interface PaymentCheck {
  payment_status: PaymentStatus;
  order_id: string;
  session_url: string | null;
  /** Rial. */
  total_amount: number;
  /** The provider took the money but the order is cancelled: it will be refunded, never confirmed. */
  refund_due: boolean;
}

export type VerificationSource = 'verify' | 'webhook' | 'expiry' | 'staff' | 'erp';

/** What the payment use cases need: the orders' database, the provider and where its pages send the shopper back. */
export interface PaymentsDeps {
  db: Kysely<Database>;
  provider: PaymentProvider;
  publicBaseUrl: string;
}

const providerDown = () => new ShopperError('PaymentProviderError', text('payment.unavailable'));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const verifyUrl = (deps: PaymentsDeps, cuid: string) =>
  `${deps.publicBaseUrl.replace(/\/$/, '')}/payment-verify?cuid=${encodeURIComponent(cuid)}`;

const sessionOf = (db: Kysely<Database>, cuid: string) =>
  db.selectFrom('payment_session').selectAll().where('client_reference_id', '=', cuid).executeTakeFirst();

/** Another request is opening this order's session: wait briefly for its link. */
async function awaitLink(db: Kysely<Database>, cuid: string): Promise<PaymentLink> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const row = await sessionOf(db, cuid);
    if (row?.session_url) return { session_url: row.session_url, client_reference_id: cuid };
    await sleep(100);
  }
  throw new ShopperError('ConflictError', text('payment.preparing'));
}

async function createFor(
  deps: PaymentsDeps,
  order: NonNullable<Awaited<ReturnType<typeof findOrder>>>,
  cuid: string,
): Promise<PaymentLink> {
  const { db, provider } = deps;
  const products = checkoutProducts(order, await orderItems(db, order.name));
  let sessionId: string;
  try {
    const session = await provider.createSession({
      client_reference_id: cuid,
      products,
      success_url: verifyUrl(deps, cuid),
      cancel_url: verifyUrl(deps, cuid),
      metadata: { name: order.first_name, order_id: order.name, email: order.email ?? '', number: order.phone },
    });
    sessionId = session.session_id;
  } catch (error) {
    await db
      .updateTable('sales_order')
      .set({ client_reference_id: null })
      .where('name', '=', order.name)
      .where('client_reference_id', '=', cuid)
      .execute();
    if (error instanceof PaymentProviderError) throw providerDown();
    throw error;
  }
  const session_url = provider.hostedPageUrl(sessionId);
  const at = nowTimestamp();
  await db
    .insertInto('payment_session')
    .values({
      order_name: order.name,
      provider: provider.name,
      client_reference_id: cuid,
      provider_session_id: sessionId,
      session_url,
      status: 'unpaid',
      total_amount: order.grand_total,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { session_url, client_reference_id: cuid };
}

/** The hosted page for a card order: the one already opened, or a new session. */
export async function openPaymentSession(deps: PaymentsDeps, orderName: string): Promise<PaymentLink> {
  const { db } = deps;
  const order = await findOrder(db, orderName);
  if (!order) throw new ShopperError('DoesNotExistError', text('payment.orderNotFound', { order: orderName }));
  if (order.payment_method !== 'Credit / Debit Card')
    throw new ShopperError('ValidationError', text('payment.notByCard', { order: orderName }));
  if (order.custom_payment_verification_check)
    throw new ShopperError('ConflictError', text('payment.alreadyPaid', { order: orderName }));
  if (order.custom_cancelled_payment)
    throw new ShopperError('ConflictError', text('payment.cancelled', { order: orderName }));
  if (order.client_reference_id) return awaitLink(db, order.client_reference_id);
  const cuid = randomUUID();
  const claimed = await db
    .updateTable('sales_order')
    .set({ client_reference_id: cuid })
    .where('name', '=', orderName)
    .where('client_reference_id', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return openPaymentSession(deps, orderName);
  return createFor(deps, order, cuid);
}

/**
 * POST /api/thawani-payment: the payment page again, for the browser holding the secret the
 * placement gave it. Without it (or with another), every order name is the same 404, whatever
 * the order (none, paid, COD, another browser's).
 */
export async function reopenPaymentPage(
  deps: PaymentsDeps,
  orderName: string,
  secret: string | undefined,
): Promise<PaymentLink> {
  const order = await findOrder(deps.db, orderName);
  if (!paymentSecretMatches(order?.payment_secret_hash, secret) || !order)
    throw new ShopperError('DoesNotExistError', text('payment.notFound'));
  return openPaymentSession(deps, orderName);
}

/** Changes the order only while neither flag is set: the conditional UPDATE is what makes it happen once. */
export async function applyPaymentOutcome(
  db: Kysely<Database>,
  orderName: string,
  paymentSessionId: number | null,
  status: PaymentStatus,
  source: VerificationSource,
  /** Also records, in the same transaction, who set it (an integration's token). */
  audit?: AuditActor,
): Promise<boolean> {
  if (status === 'unpaid') return false;
  let pagesChanged: string[] = [];
  const changed = await db.transaction().execute(async (trx) => {
    const at = nowTimestamp();
    const update = trx
      .updateTable('sales_order')
      .where('name', '=', orderName)
      .where('custom_payment_verification_check', '=', 0)
      .where('custom_cancelled_payment', '=', 0);
    const result =
      status === 'paid'
        ? await update
            .set({
              custom_online_payment_status: PAYMENT_STATUS_TEXT.paid,
              custom_payment_verification_check: 1,
              paid_at: at,
              modified: at,
            })
            .executeTakeFirst()
        : await update
            .set({
              custom_online_payment_status: PAYMENT_STATUS_TEXT.cancelled,
              custom_cancelled_payment: 1,
              status: 'Cancelled',
              stage: 'cancelled',
              stock_returned: 1,
              modified: at,
            })
            .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await recordOrderEvent(
      trx,
      orderName,
      status === 'paid'
        ? { kind: 'paid', detail: `Card payment received (${source})` }
        : { kind: 'cancelled', detail: `Card payment cancelled (${source})` },
      null,
      at,
    );
    if (audit) {
      const flag = status === 'paid' ? 'custom_payment_verification_check' : 'custom_cancelled_payment';
      const after = { [flag]: 1, custom_online_payment_status: PAYMENT_STATUS_TEXT[status] };
      await recordAudit(
        trx,
        audit,
        { action: `order.payment-${status}`, target: { type: 'sales_order', id: orderName }, after },
        new Date(),
      );
    }
    if (status === 'cancelled') {
      pagesChanged = await returnStock(trx, orderName);
      const order = await trx
        .selectFrom('sales_order')
        .select('coupon_code')
        .where('name', '=', orderName)
        .executeTakeFirstOrThrow();
      if (order.coupon_code) await releaseDiscountCode(trx, order.coupon_code);
    }
    if (paymentSessionId !== null) {
      await trx
        .updateTable('payment_session')
        .set({ status, updated_at: at })
        .where('id', '=', paymentSessionId)
        .execute();
      await trx
        .insertInto('payment_session_event')
        .values({ payment_session_id: paymentSessionId, status, source, created_at: at })
        .execute();
    }
    return true;
  });
  if (changed) paymentOutcomes.inc({ outcome: status });
  if (pagesChanged.length > 0) bumpCatalogVersion();
  return changed;
}

/** Reads the session from the provider (never the redirect) and applies it to the order once. */
export async function verifyPayment(
  deps: PaymentsDeps,
  cuid: string,
  source: VerificationSource,
): Promise<PaymentCheck> {
  const { db, provider } = deps;
  const row = await sessionOf(db, cuid);
  if (!row) throw new ShopperError('DoesNotExistError', text('payment.sessionNotFound'));
  let status: PaymentStatus;
  try {
    status = (await provider.getSessionByReference(cuid)).payment_status;
  } catch (error) {
    if (error instanceof PaymentProviderError) throw providerDown();
    throw error;
  }
  const changed = await applyPaymentOutcome(db, row.order_name, row.id, status, source);
  if (!changed && status === 'paid') await recordLatePayment(db, row.order_name, row.id, source);
  const order = await findOrder(db, row.order_name);
  return {
    payment_status: status,
    order_id: row.order_name,
    session_url: row.session_url,
    total_amount: toRial(row.total_amount),
    refund_due: status === 'paid' && order?.status === 'Cancelled',
  };
}

/**
 * A payment that arrived after the order was cancelled (by the shopper, staff or the unpaid
 * sweep): never applied to the order; the session is recorded paid and the order marked as
 * due for refund, once (the conditional UPDATE decides which caller records it).
 */
async function recordLatePayment(
  db: Kysely<Database>,
  orderName: string,
  paymentSessionId: number,
  source: VerificationSource,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const at = nowTimestamp();
    const marked = await trx
      .updateTable('sales_order')
      .set({ refund_status: REFUND_DUE, modified: at })
      .where('name', '=', orderName)
      .where('custom_cancelled_payment', '=', 1)
      .where('custom_payment_verification_check', '=', 0)
      .where('refund_status', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return;
    await recordOrderEvent(
      trx,
      orderName,
      { kind: 'refund_due', detail: 'Card payment received after the order was cancelled' },
      null,
      at,
    );
    await trx
      .updateTable('payment_session')
      .set({ status: 'paid', updated_at: at })
      .where('id', '=', paymentSessionId)
      .execute();
    await trx
      .insertInto('payment_session_event')
      .values({ payment_session_id: paymentSessionId, status: 'paid_after_cancellation', source, created_at: at })
      .execute();
  });
}

/**
 * Closes the provider sessions of a cancelled order so they take no payment; a payment the
 * provider took meanwhile is recorded as due for refund. Never throws for the provider.
 */
export async function closePaymentSessions(
  deps: PaymentsDeps,
  orderName: string,
  source: VerificationSource,
): Promise<{ closed: number; paidMeanwhile: number; unreachable: number }> {
  const { db, provider } = deps;
  const tally = { closed: 0, paidMeanwhile: 0, unreachable: 0 };
  const sessions = await db
    .selectFrom('payment_session')
    .select(['id', 'client_reference_id', 'provider_session_id'])
    .where('order_name', '=', orderName)
    .where('provider', '=', provider.name)
    .where('status', '!=', 'paid')
    .execute();
  for (const session of sessions) {
    if (!session.provider_session_id) continue;
    try {
      await provider.cancelSession(session.provider_session_id);
      tally.closed += 1;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      // Refused: most likely paid in the meantime. Ask, and record it for a refund if so.
      const now = await provider.getSessionByReference(session.client_reference_id).catch(() => null);
      if (now?.payment_status === 'paid') {
        await recordLatePayment(db, orderName, session.id, source);
        tally.paidMeanwhile += 1;
      } else if (now?.payment_status !== 'cancelled') {
        tally.unreachable += 1;
      }
    }
  }
  return tally;
}

/**
 * Settles card orders left unpaid longer than the hold: the provider's word first (a late
 * payment still counts), otherwise the order is cancelled and its stock returned.
 */
export async function releaseStaleCardOrders(
  deps: PaymentsDeps,
  olderThan: Date,
): Promise<{ paid: number; cancelled: number }> {
  const { db, provider } = deps;
  const stale = await db
    .selectFrom('sales_order as o')
    .leftJoin('payment_session as s', 's.client_reference_id', 'o.client_reference_id')
    .select(['o.name', 's.id as session_id', 's.client_reference_id as cuid'])
    .where('o.payment_method', '=', 'Credit / Debit Card')
    .where('o.custom_payment_verification_check', '=', 0)
    .where('o.custom_cancelled_payment', '=', 0)
    .where('o.creation', '<', toTimestamp(olderThan))
    .limit(200)
    .execute();
  const tally = { paid: 0, cancelled: 0 };
  for (const order of stale) {
    let status: PaymentStatus = 'unpaid';
    if (order.cuid) {
      try {
        status = (await provider.getSessionByReference(order.cuid)).payment_status;
      } catch {
        continue;
      }
    }
    const outcome = status === 'paid' ? 'paid' : 'cancelled';
    if (!(await applyPaymentOutcome(db, order.name, order.session_id, outcome, 'expiry'))) continue;
    tally[outcome] += 1;
    if (outcome === 'cancelled') await closePaymentSessions(deps, order.name, 'expiry');
  }
  return tally;
}

/**
 * Every few minutes, card orders unpaid for longer than the hold give their stock back, on one
 * node at a time (so the provider is asked about each stale order once, not once per node).
 */
export function scheduleStaleOrderRelease(jobs: JobScheduler, payments: PaymentsDeps, holdMinutes: number): void {
  const holdMs = holdMinutes * 60_000;
  jobs.add({
    name: 'stale-card-order-release',
    everyMs: Math.min(holdMs, 5 * 60_000),
    failure: 'releasing stale card orders failed',
    run: async () => void (await releaseStaleCardOrders(payments, new Date(Date.now() - holdMs))),
  });
}
