/**
 * SPEC §3 browser storage keys. They only drive what the page shows (the number in the
 * dialog, the resend countdown, a skeleton while the session is checked); the trust is the
 * server's session cookie, which the page asks about on every load.
 */
export const STORAGE_KEYS = {
  verified: 'numberVerified',
  customerId: 'strapi_cuid',
  number: 'numberOTP',
  uid: 'numberUID',
  resendTime: 'resendTime',
} as const;

type Key = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readKey(key: Key): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.error(error);
    return null;
  }
}

export function writeKey(key: Key, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch (error) {
    console.error(error);
  }
}

/** The last send time (ms), or null. */
export function lastSendTime(): Date | null {
  const value = Number(readKey(STORAGE_KEYS.resendTime));
  return Number.isFinite(value) && value > 0 ? new Date(value) : null;
}

export function markSignedIn(customerId: number): void {
  writeKey(STORAGE_KEYS.verified, 'true');
  writeKey(STORAGE_KEYS.customerId, String(customerId));
}

export function markSignedOut(): void {
  writeKey(STORAGE_KEYS.verified, 'false');
  writeKey(STORAGE_KEYS.customerId, null);
}
