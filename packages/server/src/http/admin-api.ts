import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parsedByTheService, signedOutReply, staffReply } from '@shop/domain/schemas/admin-replies';
import { registerCatalogAdminRoutes } from '../modules/catalog/catalog.admin.routes';
import { registerTaxonomyAdminRoutes } from '../modules/catalog/taxonomy.admin.routes';
import { registerDashboardAdminRoutes } from '../modules/dashboard/dashboard.admin.routes';
import { registerDiscountsAdminRoutes } from '../modules/discounts/discounts.admin.routes';
import { registerOrdersAdminRoutes } from '../modules/orders/orders.admin.routes';
import { registerReviewsAdminRoutes } from '../modules/reviews/reviews.admin.routes';
import { registerSettingsAdminRoutes } from '../modules/settings/settings.admin.routes';
import { type StaffPrincipal, csrfMatches, endStaffSession, sessionStaff, startStaffSession } from '../modules/staff/staff-sessions';
import { issueDeviceCookie, readDeviceCookie } from '../modules/staff/device-cookies';
import { authenticateStaff } from '../modules/staff/staff.service';
import type { AppDeps } from '../app-deps';
import { BODY_LIMITS } from '../config/body-limits';
import { forbidden, unauthorized } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member on /api/admin routes (set by the guard; null elsewhere). */
    staff: StaffPrincipal | null;
  }
}

/** The only route under /api/admin that answers without a staff session. */
export const ADMIN_PUBLIC_ROUTES: ReadonlySet<string> = new Set(['POST /api/admin/sign-in']);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every route the admin scope declared, per app (keyed by its HTTP server): what the guard test walks. */
const routeTables = new WeakMap<object, { method: string; url: string }[]>();

export function adminRouteTable(app: FastifyInstance): readonly { method: string; url: string }[] {
  return routeTables.get(app.server) ?? [];
}

/** The staff member of the request; the guard has already refused anyone else. */
function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw unauthorized();
  return request.staff;
}

/**
 * The back-office API (`/api/admin`, Strapi-style envelopes). Every route but sign-in needs a
 * live staff session (`gg_staff` cookie; a shopper's `gg_session` counts for nothing) → 401,
 * and every write also needs `x-csrf-token` equal to the session's CSRF token → 403.
 * Sections plug in through `register<Name>AdminRoutes(app, deps)`.
 */
export const adminRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.db.kysely;
  const secure = deps.env.PUBLIC_BASE_URL.startsWith('https:');

  const table: { method: string; url: string }[] = [];
  routeTables.set(app.server, table);
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= BODY_LIMITS.admin;
    for (const method of [route.method].flat()) if (method !== 'HEAD') table.push({ method, url: route.url });
  });

  // Image uploads (catalog, categories, banners): read only by the routes that ask for parts, after the guard.
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (ADMIN_PUBLIC_ROUTES.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
    const staff = await sessionStaff(db, request, new Date());
    if (!staff) throw unauthorized('Sign in as staff to continue.');
    if (!SAFE_METHODS.has(request.method) && !csrfMatches(request, staff.csrfToken)) {
      throw forbidden('Missing or wrong CSRF token. Reload the page and try again.');
    }
    request.staff = staff;
  });

  const signIn = { db, passwords: deps.passwords };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: staff'];
  r.post(
    '/sign-in',
    {
      bodyLimit: BODY_LIMITS.default,
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: parsedByTheService.describe('{ email, password }, read after the sign-in limits'),
        response: { 200: staffReply },
      },
    },
    async (request, reply) => {
      const at = new Date();
      const staff = await authenticateStaff(signIn, { body: request.body, client: request.client, device: readDeviceCookie(request) }, at);
      const csrfToken = await startStaffSession(db, reply, staff.id, secure, at);
      issueDeviceCookie(reply, staff.email, secure);
      return { data: { ...staff, csrfToken } };
    },
  );

  r.post('/sign-out', { schema: { tags, summary: 'End this staff session', response: { 200: signedOutReply } } }, async (request, reply) => {
    await endStaffSession(db, request, reply, secure, new Date());
    return { data: { signedOut: true } };
  });

  r.get('/me', { schema: { tags, summary: 'The signed-in staff member', response: { 200: staffReply } } }, async (request) => ({ data: staffOf(request) }));

  registerSections(app, deps);
};

/** One line per back-office section. */
function registerSections(app: FastifyInstance, deps: AppDeps): void {
  registerReviewsAdminRoutes(app, deps);
  registerOrdersAdminRoutes(app, deps);
  registerCatalogAdminRoutes(app, deps);
  registerTaxonomyAdminRoutes(app, deps);
  registerDiscountsAdminRoutes(app, deps);
  registerSettingsAdminRoutes(app, deps);
  registerDashboardAdminRoutes(app, deps);
}
