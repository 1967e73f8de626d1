import { type Kysely, sql } from 'kysely';
import type { ClientLimitName } from '@shop/domain/client-limits';
import type { Database } from '../../db/schema';
import { toTimestamp } from '../../db/time';
import type { ClientAddress } from './client-address';
import { shopClientLimit } from './shop-client-limits';

/**
 * Fixed-window limits in the rate_limit table (one row per limit and subject), shared by every
 * app node. A request takes a slot BEFORE the work the limit guards, in one statement that
 * increments the count only while it is below the limit; so parallel requests can never pass
 * more than `max`. Limits that count only failures (refused discount codes, wrong passwords)
 * give the slot back once the work succeeded. See README.md beside this file.
 */
export interface WindowLimit {
  /** The key prefix in rate_limit, e.g. 'discount-check'. */
  readonly name: string;
  readonly max: number;
  readonly windowMs: number;
  /** A limit whose size is the shop's setting (client_limits, over the environment's): read when a slot is taken. */
  readonly setting?: ClientLimitName;
}

/** One limit for one subject (an IP, an email, a phone number, a device). */
export interface Claim {
  readonly limit: WindowLimit;
  readonly subject: string;
}

export const claim = (limit: WindowLimit, subject: string): Claim => ({ limit, subject });

/** The limit for this client's address, or null when per-client limits skip it (see client-address.ts). */
export const clientClaim = (limit: WindowLimit, client: ClientAddress): Claim | null =>
  client.limited ? claim(limit, client.ip) : null;

/** Slots held by a request. */
export interface Slots {
  /** Hands the slots back (once; later calls do nothing): the work they guarded does not count. */
  giveBack(): Promise<void>;
}

interface Taken {
  key: string;
  windowStart: string;
}

const keyOf = ({ limit, subject }: Claim) => `${limit.name}:${subject}`;

/** Takes one slot of the claim's window, or answers null when the window is full. */
async function takeOne(db: Kysely<Database>, target: Claim, now: Date): Promise<Taken | null> {
  const key = keyOf(target);
  const at = toTimestamp(now);
  const cutoff = toTimestamp(new Date(now.getTime() - target.limit.windowMs));
  const max = target.limit.setting ? await shopClientLimit(db, target.limit.setting) : target.limit.max;
  const row = await db
    .insertInto('rate_limit')
    .values({ key, window_start: at, count: 1 })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          count: sql<number>`case when rate_limit.window_start <= ${cutoff} then 1 else rate_limit.count + 1 end`,
          window_start: sql<string>`case when rate_limit.window_start <= ${cutoff} then ${at} else rate_limit.window_start end`,
        })
        .where((eb) => eb.or([eb('rate_limit.window_start', '<=', cutoff), eb('rate_limit.count', '<', max)])),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirst();
  if (!row) return null;
  if (Number(row.count) === 1 && sweepDue(db, target.limit, now)) await dropEnded(db, target.limit, now);
  return { key, windowStart: row.window_start };
}

/** When a window opens, this limit's ended windows are dropped, at most once a minute per database handle. */
const SWEEP_EVERY_MS = 60_000;
const lastSweeps = new WeakMap<Kysely<Database>, Map<string, number>>();

function sweepDue(db: Kysely<Database>, limit: WindowLimit, now: Date): boolean {
  let sweeps = lastSweeps.get(db);
  if (!sweeps) lastSweeps.set(db, (sweeps = new Map()));
  const last = sweeps.get(limit.name);
  const at = now.getTime();
  if (last !== undefined && at >= last && at - last < SWEEP_EVERY_MS) return false;
  sweeps.set(limit.name, at);
  return true;
}

async function giveBackOne(db: Kysely<Database>, { key, windowStart }: Taken): Promise<void> {
  await db
    .updateTable('rate_limit')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('window_start', '=', windowStart)
    .where('count', '>', 0)
    .execute();
  await db.deleteFrom('rate_limit').where('key', '=', key).where('count', '<=', 0).execute();
}

async function dropEnded(db: Kysely<Database>, limit: WindowLimit, now: Date): Promise<void> {
  await db
    .deleteFrom('rate_limit')
    .where('key', 'like', `${limit.name}:%`)
    .where('window_start', '<=', toTimestamp(new Date(now.getTime() - limit.windowMs)))
    .execute();
}

/**
 * Takes one slot of every claim (null claims are skipped), all or none: when one window is
 * full, the slots already taken are given back and the answer is null (refuse the request).
 */
export async function takeSlots(
  db: Kysely<Database>,
  claims: readonly (Claim | null)[],
  now: Date,
): Promise<Slots | null> {
  const taken: Taken[] = [];
  let returned = false;
  const giveBack = async () => {
    if (returned) return;
    returned = true;
    for (const slot of taken) await giveBackOne(db, slot);
  };
  for (const target of claims) {
    if (!target) continue;
    const slot = await takeOne(db, target, now);
    if (!slot) {
      await giveBack();
      return null;
    }
    taken.push(slot);
  }
  return { giveBack };
}
