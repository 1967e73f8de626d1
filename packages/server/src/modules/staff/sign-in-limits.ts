import type { ClientAddress } from '../rate-limit/client-address';
import { type Claim, type WindowLimit, claim, clientClaim } from '../rate-limit/fixed-window.queries';

/**
 * Password guessing guard for POST /api/admin/sign-in. Every attempt takes its slots before the
 * password is hashed; a right password gives them back, so only refusals count. Once a window is
 * full every sign-in it covers is refused with a 429, even with the right password, until the
 * window ends.
 * - An unknown client (no device cookie for the account) counts against its address and against
 *   the account's budget shared by all unknown clients.
 * - A browser holding the account's device cookie (device-cookies.ts) counts against that
 *   cookie's own budget only: an attacker elsewhere cannot use up the staff member's attempts.
 */
export const FAILED_PER_EMAIL = 8;
export const FAILED_PER_IP = 30;
export const FAILED_PER_DEVICE = 8;
const SIGN_IN_WINDOW_MS = 15 * 60_000;

const UNKNOWN_CLIENTS_PER_EMAIL: WindowLimit = {
  name: 'staff-sign-in-email',
  max: FAILED_PER_EMAIL,
  windowMs: SIGN_IN_WINDOW_MS,
};
const SIGN_INS_PER_IP: WindowLimit = { name: 'staff-sign-in-ip', max: FAILED_PER_IP, windowMs: SIGN_IN_WINDOW_MS };
const SIGN_INS_PER_DEVICE: WindowLimit = {
  name: 'staff-sign-in-device',
  max: FAILED_PER_DEVICE,
  windowMs: SIGN_IN_WINDOW_MS,
};

/** The limits one attempt counts against: the device's alone, or the address's and then the account's. */
export function signInClaims(email: string, client: ClientAddress, device: string | null): (Claim | null)[] {
  if (device) return [claim(SIGN_INS_PER_DEVICE, device)];
  return [clientClaim(SIGN_INS_PER_IP, client), claim(UNKNOWN_CLIENTS_PER_EMAIL, email)];
}
