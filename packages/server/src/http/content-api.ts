import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from './app';

/** The content service (Strapi-style envelopes): global-settings, discount-check, … */
export const contentRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async () => {};
