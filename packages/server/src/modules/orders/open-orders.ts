import type { PaymentType } from '@shop/domain/payment-types';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

export const COD: PaymentType = 'COD';
export const CARD: PaymentType = 'Credit / Debit Card';

type OrderFilter = (eb: ExpressionBuilder<Database, 'sales_order'>) => Expression<SqlBool>;

/**
 * A cash-on-delivery order still holding its stock while it waits for the team's confirmation
 * call: placed, not confirmed, not cancelled (delivered ones are no longer 'Placed').
 */
export const unconfirmedCod: OrderFilter = (eb) =>
  eb.and([
    eb('payment_method', '=', COD),
    eb('status', '=', 'Placed'),
    eb('confirmed_at', 'is', null),
    eb('stock_returned', '=', 0),
    eb('custom_cancelled_payment', '=', 0),
  ]);

/** A card order still holding its stock while it waits for payment. */
export const unpaidCard: OrderFilter = (eb) =>
  eb.and([
    eb('payment_method', '=', CARD),
    eb('status', '=', 'Placed'),
    eb('custom_payment_verification_check', '=', 0),
    eb('custom_cancelled_payment', '=', 0),
  ]);
