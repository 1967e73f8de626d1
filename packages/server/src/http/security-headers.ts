import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/**
 * The browser security headers of every answer: pages, API answers, media, the payment sandbox.
 * One policy, applied by @fastify/helmet in an onRequest hook on the raw response, so the pages
 * Next.js writes after `reply.hijack()` carry it too. How a page's scripts get their nonce, and
 * how a cached page will: apps/web/src/server/README.md.
 */
export interface SecurityHeaderSettings {
  /** APP_ENV=production: HSTS and upgrade-insecure-requests (the shop is behind TLS there). */
  production: boolean;
  /** Next.js's development server renders the pages: its overlay and hot reload evaluate code. */
  devPages: boolean;
}

const nonces = new WeakMap<ServerResponse, string>();

/** The response's script nonce: 128 random bits, made the first time it is asked for. */
export function cspNonce(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Options for helmet and @fastify/helmet alike (their type declarations differ, the options do not). */
export function securityHeaders({ production, devPages }: SecurityHeaderSettings) {
  return {
    contentSecurityPolicy: {
      useDefaults: false as const,
      directives: {
        defaultSrc: ["'self'"],
        // Next.js and React put this nonce on every script tag they write (inline or not)
        scriptSrc: [
          "'self'",
          (_req: IncomingMessage, res: ServerResponse) => `'nonce-${cspNonce(res)}'`,
          ...(devPages ? ["'unsafe-eval'"] : []),
        ],
        scriptSrcAttr: ["'none'"],
        // React renders `style` attributes (star ratings, avatars) and sonner adds a <style> element
        styleSrc: ["'self'", "'unsafe-inline'"],
        // data: the CSS star mask; blob: previews of review photos before upload
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // card payment leaves by window.location (not a form); the sandbox's forms post to the shop
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    xFrameOptions: { action: 'deny' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    strictTransportSecurity: production ? { maxAge: ONE_YEAR_S, includeSubDomains: false } : false,
  };
}

/** The same headers, for an answer written before any Fastify hook runs (framework errors). */
export function securityHeaderWriter(
  settings: SecurityHeaderSettings,
): (req: IncomingMessage, res: ServerResponse) => void {
  const middleware = helmet(securityHeaders(settings));
  return (req, res) => middleware(req, res, () => {});
}
