/**
 * This browser's device id: a random id kept in localStorage, sent as X-Device-Id with every write (lib/api/client.ts)
 * so the server counts one browser's orders, sign-in codes, reviews and discount checks on their
 * own (per-device limits) instead of only its address's, which a carrier may share among many shoppers. Not an identity: a new one is made
 * whenever storage is empty or unreadable.
 */
const DEVICE_STORAGE_KEY = 'gulf-glow-device';

export function deviceId(): string {
  try {
    const kept = localStorage.getItem(DEVICE_STORAGE_KEY);
    if (kept && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(DEVICE_STORAGE_KEY, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}
