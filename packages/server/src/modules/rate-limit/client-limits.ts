import type { Kysely } from 'kysely';
import { type ClientLimitSettings, clientLimitSetting } from '../../config/client-limit-settings';
import type { Database } from '../../db/schema';
import type { ClientAddress } from './client-address';
import { type Claim, type Slots, type WindowLimit, claim, clientClaim, takeSlots } from './fixed-window.queries';

/** A window whose size is a setting (config/client-limit-settings.ts), read when a slot is taken. */
export function settingLimit(name: string, setting: keyof ClientLimitSettings, windowMs: number): WindowLimit {
  return {
    name,
    windowMs,
    get max() {
      return clientLimitSetting(setting);
    },
  };
}

/** What a shopper's request is counted under: the address always, the phone and the browser's device id when known. */
export interface ShopperKeys {
  client: ClientAddress;
  phone?: string | null;
  device?: string | null;
}

/** The limits of one kind of request: the address-wide ceiling (high), and per phone and per device (tight). */
export interface ShopperLimits {
  address?: WindowLimit;
  phone?: WindowLimit;
  device?: WindowLimit;
}

export type RefusedBy = 'address' | 'phone' | 'device';

/** X-Device-Id: the id the storefront keeps in the browser; anything else is no device id. */
const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;
export const deviceIdOf = (header: unknown): string | null => (typeof header === 'string' && DEVICE_ID.test(header) ? header : null);

/**
 * Takes a slot of every limit that applies, all or none, the one-shopper limits first: a phone or
 * device over its limit is refused without using the address's ceiling. Loopback in a test run
 * (client-address.ts) skips them all, like every per-client limit.
 */
export async function admitShopper(
  db: Kysely<Database>,
  limits: ShopperLimits,
  keys: ShopperKeys,
  now: Date,
): Promise<{ slots: Slots } | { refusedBy: RefusedBy }> {
  const claims: [RefusedBy, Claim | null][] = [
    ['phone', limits.phone && keys.phone && keys.client.limited ? claim(limits.phone, keys.phone) : null],
    ['device', limits.device && keys.device && keys.client.limited ? claim(limits.device, keys.device) : null],
    ['address', limits.address ? clientClaim(limits.address, keys.client) : null],
  ];
  const held: Slots[] = [];
  for (const [by, one] of claims) {
    const slots = await takeSlots(db, [one], now);
    if (!slots) {
      for (const taken of held) await taken.giveBack();
      return { refusedBy: by };
    }
    held.push(slots);
  }
  return {
    slots: {
      giveBack: async () => {
        for (const taken of held) await taken.giveBack();
      },
    },
  };
}
