import type { ServerOptions } from 'node:http';

/**
 * How long a client may take to send what it owes. A trickled request (a byte a second: the
 * "slowloris" attack) holds a socket and a parser for as long as it is allowed to, and Fastify
 * turns Node's whole-request timeout off by default; these put a bound on each connection.
 * Node answers an expired request with 408 and closes the socket.
 */
export interface ServerTimeouts {
  /** The request line and headers must arrive within this. */
  headersMs: number;
  /** The whole request, body included. The largest body (a 40 MB review) needs ≥ 2.8 Mbit/s. */
  requestMs: number;
  /** How often Node looks for requests past the two limits above (so a cut comes up to this late). */
  checkEveryMs: number;
  /** A socket with no traffic either way for this long is closed (a client that stops reading). */
  idleMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 20_000,
  requestMs: 120_000,
  checkEveryMs: 2_000,
  idleMs: 120_000,
};

/** The timeouts as Fastify's server options (Node's http.Server takes headersTimeout and the check interval). */
export function timeoutOptions(timeouts: ServerTimeouts): {
  connectionTimeout: number;
  requestTimeout: number;
  http: ServerOptions;
} {
  return {
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
  };
}
