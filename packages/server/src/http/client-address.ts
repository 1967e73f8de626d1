import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from '../config/trust-proxy';
import { type ClientAddress, clientAddress } from '../modules/rate-limit/client-address';

declare module 'fastify' {
  interface FastifyRequest {
    /** The client as the per-client limits see it (its address, whether it is limited, its device id). */
    readonly client: ClientAddress;
  }
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`. Hops become a function (Fastify refuses a bare hop
 * count): the socket's peer and the next hops - 1 forwarded addresses are our proxies, the entry
 * after them is the client, and anything the client wrote further left is never read.
 */
export function trustProxyOption(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  switch (setting.kind) {
    case 'none':
      return false;
    case 'hops':
      return (_address, hop) => hop < setting.hops;
    case 'addresses':
      return setting.addresses;
  }
}

/** `request.client` on every route: the address Fastify resolved under TRUST_PROXY, with the APP_ENV exemption. */
export function decorateClientAddress(app: FastifyInstance, appEnv: string): void {
  app.decorateRequest('client', {
    getter(this: { ip: string; headers: Record<string, unknown> }) {
      return clientAddress(this.ip, appEnv, this.headers['x-device-id']);
    },
  });
}
