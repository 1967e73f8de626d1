/**
 * Per-client request limits (issue 32): fixed windows counted per client before the work they
 * guard. Carrier-grade NAT puts many phones behind one address, so each kind of request has a
 * tight limit per client (the browser's device id, the one the storefront sends as X-Device-Id;
 * a request without one is its address's one anonymous client) and a high ceiling per address
 * that many real shoppers share. Orders are also counted per phone.
 *
 * The process default of each is an environment setting (its name in capitals,
 * `OTP_SENDS_PER_DEVICE`); staff override them in the back-office settings, stored as the site
 * setting `client_limits` (snake_case names, as here). Missing or bad values fall back to the
 * environment's.
 */
export const CLIENT_LIMITS_SETTING = 'client_limits';

export const CLIENT_LIMIT_RANGES = {
  order_requests_per_address: {
    label: 'Order requests per address per 10 minutes',
    min: 10,
    max: 100_000,
    fallback: 1000,
  },
  order_requests_per_phone: { label: 'Order requests per phone per 10 minutes', min: 1, max: 1000, fallback: 10 },
  order_requests_per_device: { label: 'Order requests per device per 10 minutes', min: 1, max: 1000, fallback: 10 },
  otp_sends_per_address: { label: 'Sign-in codes sent per address per hour', min: 5, max: 100_000, fallback: 200 },
  otp_sends_per_device: { label: 'Sign-in codes sent per device per hour', min: 1, max: 1000, fallback: 20 },
  otp_wrong_codes_per_address: {
    label: 'Wrong sign-in codes per address per hour',
    min: 5,
    max: 100_000,
    fallback: 300,
  },
  otp_wrong_codes_per_device: { label: 'Wrong sign-in codes per device per hour', min: 1, max: 1000, fallback: 30 },
  reviews_per_address: { label: 'Reviews per address per hour', min: 1, max: 100_000, fallback: 100 },
  reviews_per_device: { label: 'Reviews per device per hour', min: 1, max: 1000, fallback: 10 },
  discount_refusals_per_address: {
    label: 'Refused discount codes per address per 15 minutes',
    min: 5,
    max: 100_000,
    fallback: 200,
  },
  discount_refusals_per_device: {
    label: 'Refused discount codes per device per 15 minutes',
    min: 1,
    max: 1000,
    fallback: 20,
  },
} as const satisfies Record<string, { label: string; min: number; max: number; fallback: number }>;

export type ClientLimitName = keyof typeof CLIENT_LIMIT_RANGES;
export type ClientLimitsSetting = Record<ClientLimitName, number>;
export const CLIENT_LIMIT_NAMES = Object.keys(CLIENT_LIMIT_RANGES) as ClientLimitName[];

export const DEFAULT_CLIENT_LIMITS: Readonly<ClientLimitsSetting> = Object.fromEntries(
  CLIENT_LIMIT_NAMES.map((name) => [name, CLIENT_LIMIT_RANGES[name].fallback]),
) as ClientLimitsSetting;

/** Why a value cannot be this limit, or null when it can. */
export function clientLimitProblem(name: ClientLimitName, value: unknown): string | null {
  const { label, min, max } = CLIENT_LIMIT_RANGES[name];
  if (typeof value !== 'number' || !Number.isInteger(value)) return `${label} must be a whole number`;
  if (value < min) return `${label} must be at least ${min}`;
  if (value > max) return `${label} must be at most ${max}`;
  return null;
}

/** The stored setting over the process defaults: each missing or invalid value is the default's. */
export function clientLimitsFromSetting(
  value: unknown,
  defaults: Readonly<ClientLimitsSetting> = DEFAULT_CLIENT_LIMITS,
): ClientLimitsSetting {
  const stored = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const limits = { ...defaults };
  for (const name of CLIENT_LIMIT_NAMES) {
    if (clientLimitProblem(name, stored[name]) === null) limits[name] = stored[name] as number;
  }
  return limits;
}
