import { Redis } from 'ioredis';
import { bumpCatalogVersion } from '../modules/resource/resource-cache';
import { invalidateDeliveryZones } from '../modules/delivery/delivery.service';
import { invalidateSiteSettings } from '../modules/settings/settings.service';
import { applyingRemoteChange, onLocalChange } from './local-changes';

/**
 * How the nodes sharing one Redis (REDIS_URL) learn of a staff change at once: one counter, the
 * change version, is incremented by the node that made the change and published on a channel in
 * the same script. Every node keeps the highest version it has seen; a higher one (from the
 * channel, or from a poll every `pollMs` in case a message was lost while reconnecting) drops
 * its in-process caches. The shared page cache (apps/web/src/server/page-cache.ts) puts the
 * version in its keys, so a page rendered before a change is never served after it.
 */

const BUMP = `local v = redis.call('INCR', KEYS[1]) redis.call('PUBLISH', ARGV[1], v) return v`;

export interface CacheBus {
  readonly redis: Redis;
  /** The prefix of every key and channel of this shop in Redis. */
  readonly namespace: string;
  /** The highest change version this node has seen. */
  version(): number;
  /** True while a change made here is not yet in Redis: shared caches must not be trusted. */
  announcing(): boolean;
  /** Tell the other nodes of a change made here (resolves once it is in Redis). */
  announce(): Promise<void>;
  close(): Promise<void>;
}

export interface CacheBusOptions {
  /** Called when another node made a change. */
  onRemoteChange: () => void;
  onError?: (error: unknown) => void;
  pollMs?: number;
  namespace?: string;
}

export async function openCacheBus(
  url: string,
  { onRemoteChange, onError = () => {}, pollMs = 500, namespace = 'gg' }: CacheBusOptions,
): Promise<CacheBus> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  const subscriber = new Redis(url, { lazyConnect: true });
  redis.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([redis.connect(), subscriber.connect()]);
  const versionKey = `${namespace}:changes:version`;
  // channels are server-wide, keys are per database: a shop on another database number must not hear these
  const channel = `${namespace}:changes:${redis.options.db ?? 0}`;
  let seen = Number((await redis.get(versionKey)) ?? 0);
  let inFlight = 0;
  const advance = (version: number, remote: boolean) => {
    if (!(version > seen)) return;
    const missed = version > seen + 1;
    seen = version;
    if (remote || missed) onRemoteChange();
  };
  subscriber.on('message', (_channel, message) => advance(Number(message), true));
  await subscriber.subscribe(channel);
  const poll = setInterval(() => {
    redis.get(versionKey).then((value) => advance(Number(value ?? 0), true), onError);
  }, pollMs);
  poll.unref();
  return {
    redis,
    namespace,
    version: () => seen,
    announcing: () => inFlight > 0,
    async announce() {
      inFlight += 1;
      try {
        advance(Number(await redis.eval(BUMP, 1, versionKey, channel)), false);
      } catch (error) {
        onError(error);
      } finally {
        inFlight -= 1;
      }
    },
    async close() {
      clearInterval(poll);
      subscriber.disconnect();
      await redis.quit().catch(() => {});
    },
  };
}

/** Drop every in-process cache of staff-edited data, without announcing it again. */
function dropLocalCaches(): void {
  applyingRemoteChange(() => {
    bumpCatalogVersion();
    invalidateSiteSettings();
    invalidateDeliveryZones();
  });
}

/** The process's bus: changes made here are announced, changes made elsewhere drop the local caches. */
export async function connectCacheBus(
  url: string,
  options: Omit<CacheBusOptions, 'onRemoteChange'> = {},
): Promise<CacheBus> {
  const bus = await openCacheBus(url, { ...options, onRemoteChange: dropLocalCaches });
  const stop = onLocalChange(() => void bus.announce());
  return {
    ...bus,
    async close() {
      stop();
      await bus.close();
    },
  };
}
