/**
 * Staff changes made in this process (catalog, site settings, delivery zones): the in-process
 * caches call `announceChange()` after they drop their copies, and the cache bus
 * (cache-bus.ts), when there is one, tells the other nodes. A change heard from another node is
 * applied inside `applyingRemoteChange()`, so it is not announced back.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let remote = false;

export function announceChange(): void {
  if (remote) return;
  for (const listener of listeners) listener();
}

/** Returns the function that removes the listener. */
export function onLocalChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function applyingRemoteChange(apply: () => void): void {
  remote = true;
  try {
    apply();
  } finally {
    remote = false;
  }
}
