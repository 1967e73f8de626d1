import type { Kysely } from 'kysely';
import type { ClientLimitName } from '@shop/domain/client-limits';
import { processClientLimits } from '../../config/client-limit-settings';
import type { Database } from '../../db/schema';
import type { ClientAddress } from './client-address';
import { type Claim, type Slots, type WindowLimit, claim, clientClaim, takeSlots } from './fixed-window.queries';

/** A window whose size is a setting (the shop's client_limits over the environment's), read when a slot is taken. */
export function settingLimit(name: string, setting: ClientLimitName, windowMs: number): WindowLimit {
  return {
    name,
    windowMs,
    setting,
    get max() {
      return processClientLimits()[setting];
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

/**
 * Whether a refusal is the shopper's own browser's (its X-Device-Id over its limit), worded "from
 * this browser"; a client without a device id shares its address's budget, worded "from your network".
 */
export const refusedOwnBrowser = (by: RefusedBy, client: { device?: string | null }): boolean =>
  by === 'device' && Boolean(client.device);

export { deviceIdOf } from './client-address';

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

/** A request counted per client: tight per device, with a high ceiling per address. */
export interface PerClientLimits {
  device: WindowLimit;
  address: WindowLimit;
}

/**
 * Takes the client's slots: its device's (X-Device-Id; a request without one is counted as its
 * address's one anonymous client, under the same tight limit), then its address's. Many shoppers
 * behind one carrier address each have their own device budget; one client over its limit is
 * refused without using the address's ceiling.
 */
export function admitClient(db: Kysely<Database>, limits: PerClientLimits, client: ClientAddress, now: Date) {
  return admitShopper(db, limits, { client, device: client.device ?? `address:${client.ip}` }, now);
}
