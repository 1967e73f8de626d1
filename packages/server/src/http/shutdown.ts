import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './health';

export interface DrainOptions {
  lifecycle: Lifecycle;
  /** How long the node keeps answering after the signal, so the balancer sees /readyz fail first. */
  drainSeconds: number;
  /** After the app has closed (pools included); the process's exit by default. */
  exit?: (code: number) => void;
}

/**
 * SIGTERM or SIGINT: /readyz answers 503 at once and every answer carries `Connection: close`;
 * requests keep being served for DRAIN_SECONDS, then the server stops listening, waits for the
 * requests still in flight (at most another DRAIN_SECONDS), closes the pools (onClose hooks)
 * and the process exits 0. A second signal cuts the drain short.
 */
export function drainOnSignal(
  app: FastifyInstance,
  { lifecycle, drainSeconds, exit = (code) => process.exit(code) }: DrainOptions,
): void {
  let stopping: Promise<void> | undefined;
  let cutShort: (() => void) | undefined;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      cutShort?.();
      return;
    }
    lifecycle.draining = true;
    app.log.info({ signal, drainSeconds }, 'shutting down: draining');
    stopping = (async () => {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, drainSeconds * 1000);
        cutShort = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      const force = setTimeout(() => app.server.closeAllConnections(), Math.max(drainSeconds, 1) * 1000);
      force.unref();
      let code = 0;
      try {
        await app.close();
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        code = 1;
      }
      clearTimeout(force);
      exit(code);
    })();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** While draining, every answer asks the client to close its connection (new requests go to another node). */
export function closeConnectionsWhileDraining(app: FastifyInstance, lifecycle: Lifecycle): void {
  const close = async (_request: unknown, reply: { raw: { setHeader(name: string, value: string): unknown } }) => {
    if (lifecycle.draining) reply.raw.setHeader('connection', 'close');
  };
  // onRequest for the pages (Next writes them itself), onSend for API requests begun before the signal
  app.addHook('onRequest', close);
  app.addHook('onSend', close);
}
