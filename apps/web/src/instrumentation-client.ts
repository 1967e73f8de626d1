/**
 * Runs in the browser before the page's own modules (Next.js client instrumentation).
 *
 * Zod compiles object parsers with `new Function` where a page allows eval. The shop's
 * Content-Security-Policy does not (no 'unsafe-eval'), and even Zod's probe for it is reported
 * as a violation, so Zod runs without compiling: set before any schema is built.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
