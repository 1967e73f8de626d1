/**
 * Runs in the browser before the page's own modules (Next.js client instrumentation).
 *
 * Zod compiles object parsers with `new Function` where a page allows eval. The shop's
 * Content-Security-Policy does not (no 'unsafe-eval'), and even Zod's probe for it is reported
 * as a violation, so Zod runs without compiling. This is the object `z.config()` writes (Zod
 * keeps it on globalThis so every copy of Zod shares it), set before any schema is built and
 * without loading Zod on every page: importing `config` from 'zod/v4/core' put 7 KB (gzip) of
 * Zod into every page's first load. e2e/security-headers.spec.ts fails if the probe comes back.
 */
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig = Object.assign(shared.__zod_globalConfig ?? {}, { jitless: true });
