import { ORDER_LIMIT_RANGES, type OrderLimitName, type OrderLimitsSetting } from '@shop/domain/order-limits';
import { omrText, parseOmr } from '../catalog/omr-field';
import { inputClass } from '../ui/form-kit/styles';

/** The order limits in the settings form, in display order, each with what it guards. */
const FIELDS: { name: OrderLimitName; label: string; hint: string }[] = [
  { name: 'max_units_per_line', label: 'Units of one product per order', hint: 'The cart’s + stops here too.' },
  { name: 'max_lines_per_order', label: 'Different products per order', hint: '' },
  {
    name: 'max_unconfirmed_order_value',
    label: 'Largest order before payment or confirmation (OMR)',
    hint: 'Larger orders are arranged with the team.',
  },
  { name: 'max_open_cod_per_phone', label: 'Cash-on-delivery orders awaiting the call, per phone', hint: '' },
  { name: 'max_open_cod_per_address', label: 'Cash-on-delivery orders awaiting the call, per address', hint: '' },
  { name: 'max_open_card_per_phone', label: 'Unpaid card orders per phone', hint: '' },
  {
    name: 'cod_confirmation_hours',
    label: 'Hours to confirm a cash-on-delivery order',
    hint: 'Then it is cancelled and its stock returned.',
  },
];

const fieldName = (name: OrderLimitName) => `order_limits.${name}`;

/**
 * How much stock one shopper can hold with orders nobody has paid or confirmed yet (issue 13).
 * Uncontrolled inputs; `readOrderLimits` turns the submitted form into the PUT body's order_limits.
 */
export function OrderLimitsFields({ limits }: { limits: OrderLimitsSetting }) {
  return (
    <fieldset className="grid gap-3 desk:grid-cols-2">
      <legend className="mb-1 text-sm font-medium">
        Order limits (what one shopper can hold with unpaid or unconfirmed orders)
      </legend>
      {FIELDS.map(({ name, label, hint }) => {
        const { min, max, omr } = ORDER_LIMIT_RANGES[name];
        return (
          <label key={name} className="text-xs text-muted">
            {label}
            {omr ? (
              <input
                name={fieldName(name)}
                inputMode="decimal"
                required
                defaultValue={omrText(limits[name])}
                className={inputClass}
              />
            ) : (
              <input
                name={fieldName(name)}
                type="number"
                min={min}
                max={max}
                step={1}
                required
                defaultValue={limits[name]}
                className={inputClass}
              />
            )}
            {hint ? <span className="mt-1 block">{hint}</span> : null}
          </label>
        );
      })}
    </fieldset>
  );
}

/** The order limits typed in the form, or the first one that is not a number. The server checks the ranges. */
export function readOrderLimits(
  data: FormData,
): { ok: true; value: OrderLimitsSetting } | { ok: false; message: string } {
  const value = {} as OrderLimitsSetting;
  for (const { name, label } of FIELDS) {
    const text = String(data.get(fieldName(name)) ?? '').trim();
    if (ORDER_LIMIT_RANGES[name].omr) {
      const amount = parseOmr(text, label);
      if (!amount.ok) return amount;
      value[name] = amount.value;
    } else {
      if (!/^\d+$/.test(text)) return { ok: false, message: `${label}: enter a whole number` };
      value[name] = Number(text);
    }
  }
  return { ok: true, value };
}
