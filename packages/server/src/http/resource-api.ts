import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from './app';

/** The resource service (Frappe-compatible subset): /api/resource/* and /api/method/*. */
export const resourceRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async () => {};
