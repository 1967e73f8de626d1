import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { CLIENT_LIMIT_RANGES, type ClientLimitName } from '@shop/domain/client-limits';
import { ORDER_LIMIT_RANGES, type OrderLimitName } from '@shop/domain/order-limits';
import { MoneyInput, TextInput } from '../ui/form-kit/inputs';

/** One limit's field: its label, what it guards, and whether it is an amount in OMR. */
interface LimitField {
  name: string;
  label: string;
  hint?: string;
  omr?: boolean;
}

/** The order limits (issue 13), in display order, each with what it guards. */
export const ORDER_LIMIT_FIELDS: LimitField[] = (
  [
    ['max_units_per_line', 'Units of one product per order', 'The cart’s + stops here too.'],
    ['max_lines_per_order', 'Different products per order'],
    [
      'max_unconfirmed_order_value',
      'Largest order before payment or confirmation (OMR)',
      'Larger orders are arranged with the team.',
    ],
    ['max_open_cod_per_phone', 'Cash-on-delivery orders awaiting the call, per phone'],
    ['max_open_cod_per_address', 'Cash-on-delivery orders awaiting the call, per address'],
    ['max_open_card_per_phone', 'Unpaid card orders per phone'],
    [
      'cod_confirmation_hours',
      'Hours to confirm a cash-on-delivery order',
      'Then it is cancelled and its stock returned.',
    ],
  ] as [OrderLimitName, string, string?][]
).map(([name, label, hint]) => ({ name: `order_limits.${name}`, label, hint, omr: ORDER_LIMIT_RANGES[name].omr }));

/** The per-client request limits (issue 32): each request kind per device (tight) and per address (high). */
const CLIENT_LIMIT_ROWS: {
  title: string;
  device: ClientLimitName;
  phone?: ClientLimitName;
  address: ClientLimitName;
}[] = [
  {
    title: 'Order requests (10 minutes)',
    device: 'order_requests_per_device',
    address: 'order_requests_per_address',
    phone: 'order_requests_per_phone',
  },
  { title: 'Sign-in codes sent (hour)', device: 'otp_sends_per_device', address: 'otp_sends_per_address' },
  { title: 'Wrong sign-in codes (hour)', device: 'otp_wrong_codes_per_device', address: 'otp_wrong_codes_per_address' },
  { title: 'Reviews submitted (hour)', device: 'reviews_per_device', address: 'reviews_per_address' },
  {
    title: 'Refused discount codes (15 minutes)',
    device: 'discount_refusals_per_device',
    address: 'discount_refusals_per_address',
  },
];
const SUBJECT = { device: 'per device', phone: 'per phone', address: 'per address' } as const;

/** Three to a row on desks (device, phone, address); null keeps a row's missing phone column empty. */
export const CLIENT_LIMIT_FIELDS: (LimitField | null)[] = CLIENT_LIMIT_ROWS.flatMap((row) =>
  (['device', 'phone', 'address'] as const).map((subject) => {
    const name = row[subject];
    if (!name) return null;
    const { min, max } = CLIENT_LIMIT_RANGES[name];
    return { name: `client_limits.${name}`, label: `${row.title}, ${SUBJECT[subject]}`, hint: `${min} to ${max}` };
  }),
);

/** A group of limits in the settings form: each a whole number (or an OMR amount) the domain's limit schema judges. */
export function LimitFields<V extends FieldValues>({
  form,
  legend,
  fields,
  columns,
  children,
}: {
  form: UseFormReturn<V, unknown, unknown>;
  legend: string;
  fields: (LimitField | null)[];
  columns: string;
  children?: ReactNode;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {children}
      <div className={`grid gap-3 ${columns}`}>
        {fields.map((field, i) =>
          !field ? (
            <span key={i} className="hidden desk:block" />
          ) : field.omr ? (
            <MoneyInput
              key={field.name}
              form={form}
              name={field.name as Path<V>}
              label={field.label}
              hint={field.hint}
            />
          ) : (
            <TextInput
              key={field.name}
              form={form}
              name={field.name as Path<V>}
              label={field.label}
              hint={field.hint}
              inputMode="numeric"
            />
          ),
        )}
      </div>
    </fieldset>
  );
}
