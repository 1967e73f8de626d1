import {
  CLIENT_LIMIT_RANGES,
  type ClientLimitName,
  type ClientLimitsSetting,
  clientLimitProblem,
} from '@shop/domain/client-limits';
import { inputClass } from '../ui/form-kit/styles';

/** The per-client request limits in the settings form: each request kind per device (tight) and per address (high). */
const ROWS: { title: string; device: ClientLimitName; address: ClientLimitName; phone?: ClientLimitName }[] = [
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
const NAMES = ROWS.flatMap((row) => [row.device, ...(row.phone ? [row.phone] : []), row.address]);
const fieldName = (name: ClientLimitName) => `client_limits.${name}`;
const SUBJECT: Record<string, string> = { device: 'per device', phone: 'per phone', address: 'per address' };

/**
 * Requests one shopper may send (issue 32). Many phones share one carrier address, so the
 * per-address ceilings are high and the per-device ones tight. Uncontrolled inputs.
 */
export function ClientLimitsFields({ limits }: { limits: ClientLimitsSetting }) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">
        Request limits (per shopper’s device, and for everyone sharing one address)
      </legend>
      <p className="text-xs text-muted">
        Mobile carriers put many shoppers behind one address: keep the per-address numbers high and the per-device ones
        tight. A request without a device id counts as its address’s one device.
      </p>
      {ROWS.map((row) => (
        <div key={row.title} className="grid gap-3 desk:grid-cols-3">
          {(['device', 'phone', 'address'] as const).map((subject) => {
            const name = row[subject];
            if (!name) return <span key={subject} className="hidden desk:block" />;
            const { min, max } = CLIENT_LIMIT_RANGES[name];
            return (
              <label key={name} className="text-xs text-muted">
                {`${row.title}, ${SUBJECT[subject]}`}
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
                <span className="mt-1 block">{`${min} to ${max}`}</span>
              </label>
            );
          })}
        </div>
      ))}
    </fieldset>
  );
}

/** The request limits typed in the form, or the first one out of its range, in words. The server checks them too. */
export function readClientLimits(
  data: FormData,
): { ok: true; value: ClientLimitsSetting } | { ok: false; message: string } {
  const value = {} as ClientLimitsSetting;
  for (const name of NAMES) {
    const text = String(data.get(fieldName(name)) ?? '').trim();
    const number = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    const problem = clientLimitProblem(name, number);
    if (problem) return { ok: false, message: problem };
    value[name] = number;
  }
  return { ok: true, value };
}
