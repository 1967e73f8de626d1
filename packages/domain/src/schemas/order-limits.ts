import { z } from 'zod';
import { type OrderLimitName, orderLimitProblem } from '../order-limits';

/** One limit as staff send it: checked against ORDER_LIMIT_RANGES, with its message. */
const limit = (name: OrderLimitName) =>
  z.custom<number>((value) => orderLimitProblem(name, value) === null, {
    error: (issue) => orderLimitProblem(name, issue.input) ?? 'Invalid',
  });

/** A change to some of the order limits (the back-office form sends them all). */
export const orderLimitsPatchSchema = z
  .object({
    max_units_per_line: limit('max_units_per_line'),
    max_lines_per_order: limit('max_lines_per_order'),
    max_unconfirmed_order_value: limit('max_unconfirmed_order_value'),
    max_open_cod_per_phone: limit('max_open_cod_per_phone'),
    max_open_cod_per_address: limit('max_open_cod_per_address'),
    max_open_card_per_phone: limit('max_open_card_per_phone'),
    cod_confirmation_hours: limit('cod_confirmation_hours'),
  })
  .partial()
  .strict();
