import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

/** Every route an app declared (HEAD twins left out), per app (keyed by its HTTP server). */
const tables = new WeakMap<object, RouteEntry[]>();

/** Starts recording the app's routes; call before any route is added. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app.server, table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') table.push({ method, url: route.url });
  });
}

/** The routes recorded for the app (what route-walking tests iterate over). */
export const routeTable = (app: FastifyInstance): readonly RouteEntry[] => tables.get(app.server) ?? [];
