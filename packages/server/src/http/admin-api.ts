import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { passwordStepReply } from '@shop/domain/schemas/admin-people';
import { parsedByTheService, signedOutReply, staffReply } from '@shop/domain/schemas/admin-replies';
import { twoFactorCodeSchema } from '@shop/domain/schemas/staff';
import { mayCallAdminRoute, reachableBeforeTwoFactor } from '@shop/domain/staff-access';
import { registerAuditAdminRoutes } from '../modules/audit/audit.admin.routes';
import { recordAudit } from '../modules/audit/audit-log';
import { registerCustomersAdminRoutes } from '../modules/customers/customers.admin.routes';
import { registerCatalogAdminRoutes } from '../modules/catalog/catalog.admin.routes';
import { registerTaxonomyAdminRoutes } from '../modules/catalog/taxonomy.admin.routes';
import {
  CATALOG_TOKEN_ROUTES,
  registerCatalogTransferRoutes,
} from '../modules/catalog-transfer/catalog-transfer.routes';
import { tokenChecker } from '../modules/resource/resource-auth';
import { registerDashboardAdminRoutes } from '../modules/dashboard/dashboard.admin.routes';
import { registerDiscountsAdminRoutes } from '../modules/discounts/discounts.admin.routes';
import { registerOrderPagesAdminRoutes } from '../modules/order-pages/order-pages.admin.routes';
import { registerMessageTemplatesAdminRoutes } from '../modules/order-messages/message-templates.admin.routes';
import { registerOrdersAdminRoutes } from '../modules/orders/orders.admin.routes';
import { registerReviewsAdminRoutes } from '../modules/reviews/reviews.admin.routes';
import { registerSearchAdminRoutes } from '../modules/search/search.admin.routes';
import { registerSettingsAdminRoutes } from '../modules/settings/settings.admin.routes';
import {
  type StaffPrincipal,
  csrfMatches,
  endStaffSession,
  sessionStaff,
  startStaffSession,
} from '../modules/staff/staff-sessions';
import { issueDeviceCookie, readDeviceCookie } from '../modules/staff/device-cookies';
import { type StaffAccount, activeAccount, authenticateStaff, recordStaffLogin } from '../modules/staff/staff.service';
import { claim, takeSlots } from '../modules/rate-limit/fixed-window.queries';
import {
  TWO_FACTOR_CODES,
  clearSignInChallenge,
  issueSignInChallenge,
  readSignInChallenge,
} from '../modules/staff/sign-in-challenge';
import { STAFF_LINK_ROUTES, registerStaffAdminRoutes } from '../modules/staff/staff.admin.routes';
import { checkSecondFactor } from '../modules/staff/two-factor';
import { twoFactorRequired } from '../modules/staff/two-factor-policy';
import type { AppDeps } from '../app-deps';
import { BODY_LIMITS } from '../config/body-limits';
import { forbidden, tooManyRequests, unauthorized } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member on /api/admin routes (set by the guard; null elsewhere). */
    staff: StaffPrincipal | null;
  }
}

/** The routes under /api/admin that answer without a staff session: sign-in's two steps and the one-time links. */
export const ADMIN_PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/admin/sign-in',
  'POST /api/admin/sign-in/code',
  ...STAFF_LINK_ROUTES,
]);

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
 * every write also needs `x-csrf-token` equal to the session's CSRF token → 403, and the
 * member's role must be allowed the route by the one policy, domain/staff-access.ts → 403.
 * Sections plug in through `register<Name>AdminRoutes(app, deps)`.
 */
export const adminRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.db.kysely;
  const secure = deps.env.PUBLIC_BASE_URL.startsWith('https:');
  const resourceToken = tokenChecker(deps.env.RESOURCE_API_KEY, deps.env.RESOURCE_API_SECRET);

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
    const routeKey = `${request.method} ${request.routeOptions.url ?? ''}`;
    if (ADMIN_PUBLIC_ROUTES.has(routeKey)) return;
    // Catalog files may come from a script or an ERP with the resource token (no session, no CSRF).
    if (
      CATALOG_TOKEN_ROUTES.has(routeKey) &&
      request.headers.authorization &&
      resourceToken(request.headers.authorization).authenticated
    )
      return;
    const staff = await sessionStaff(db, request, new Date());
    if (!staff) throw unauthorized('Sign in as staff to continue.');
    if (!SAFE_METHODS.has(request.method) && !csrfMatches(request, staff.csrfToken)) {
      throw forbidden('Missing or wrong CSRF token. Reload the page and try again.');
    }
    const route = request.routeOptions.url ?? request.url;
    if (!mayCallAdminRoute(staff.role, route)) {
      // Every refused access-control decision is on record (ASVS V7.2.2), with who asked for what.
      await recordAudit(
        db,
        { actorId: staff.id, actorEmail: staff.email, requestId: request.id },
        {
          action: 'access.refused',
          target: { type: 'route', id: `${request.method} ${route}` },
          before: { role: staff.role },
        },
      );
      throw forbidden(`Your role (${staff.role}) does not allow this. Ask an owner if you need it.`);
    }
    if (!staff.twoFactor && !reachableBeforeTwoFactor(route) && (await twoFactorRequired(db))) {
      throw forbidden('The shop requires two-factor sign-in: set it up in My account first.');
    }
    request.staff = staff;
  });

  const signIn = { db, passwords: deps.passwords };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: staff'];
  const openSession = async (reply: FastifyReply, staff: StaffAccount, at: Date) => {
    const csrfToken = await startStaffSession(db, reply, staff.id, secure, at);
    await recordStaffLogin(db, staff.id, at);
    issueDeviceCookie(reply, staff.email, secure);
    return { data: { ...staff, csrfToken } };
  };

  r.post(
    '/sign-in',
    {
      bodyLimit: BODY_LIMITS.default,
      schema: {
        tags,
        summary: 'Sign in with email and password (then POST /sign-in/code when two-factor is on)',
        body: parsedByTheService.describe('{ email, password }, read after the sign-in limits'),
        response: { 200: passwordStepReply },
      },
    },
    async (request, reply) => {
      const at = new Date();
      const checked = await authenticateStaff(
        signIn,
        { body: request.body, client: request.client, device: readDeviceCookie(request), requestId: request.id },
        at,
      );
      if (!checked.twoFactor) return openSession(reply, checked.account, at);
      issueSignInChallenge(reply, checked.account.id, secure, at);
      return { data: { twoFactorRequired: true as const } };
    },
  );

  r.post(
    '/sign-in/code',
    {
      bodyLimit: BODY_LIMITS.default,
      schema: {
        tags,
        summary: 'Sign-in’s second step: a code from the authenticator app or a recovery code',
        body: parsedByTheService.describe('{ code }'),
        response: { 200: staffReply },
      },
    },
    async (request, reply) => {
      const at = new Date();
      const staffId = readSignInChallenge(request, at);
      if (staffId === null) throw unauthorized('Your sign-in took too long. Enter your email and password again.');
      const { code } = twoFactorCodeSchema.parse(request.body);
      const slots = await takeSlots(db, [claim(TWO_FACTOR_CODES, String(staffId))], at);
      if (!slots) throw tooManyRequests('Too many wrong codes. Please wait 15 minutes and try again.');
      const used = await checkSecondFactor(db, deps.totpSecrets, staffId, code, at);
      const account = used ? await activeAccount(db, staffId) : null;
      if (!used || !account) {
        await recordAudit(
          db,
          { actorId: null, actorEmail: null, requestId: request.id },
          { action: 'staff.sign-in-code-refused', target: { type: 'staff', id: staffId } },
          at,
        );
        throw unauthorized('That code is not right, or was used already. Enter the newest code from your app.');
      }
      await slots.giveBack();
      clearSignInChallenge(reply, secure);
      return openSession(reply, account, at);
    },
  );

  r.post(
    '/sign-out',
    { schema: { tags, summary: 'End this staff session', response: { 200: signedOutReply } } },
    async (request, reply) => {
      await endStaffSession(db, request, reply, secure, new Date());
      return { data: { signedOut: true } };
    },
  );

  r.get(
    '/me',
    { schema: { tags, summary: 'The signed-in staff member', response: { 200: staffReply } } },
    async (request) => {
      const staff = staffOf(request);
      return { data: { ...staff, twoFactorSetupRequired: !staff.twoFactor && (await twoFactorRequired(db)) } };
    },
  );

  registerSections(app, deps);
};

/** One line per back-office section. */
function registerSections(app: FastifyInstance, deps: AppDeps): void {
  registerStaffAdminRoutes(app, deps);
  registerAuditAdminRoutes(app, deps);
  registerCustomersAdminRoutes(app, deps);
  registerReviewsAdminRoutes(app, deps);
  registerOrdersAdminRoutes(app, deps);
  registerOrderPagesAdminRoutes(app, deps);
  registerCatalogAdminRoutes(app, deps);
  registerTaxonomyAdminRoutes(app, deps);
  registerCatalogTransferRoutes(app, deps);
  registerDiscountsAdminRoutes(app, deps);
  registerSettingsAdminRoutes(app, deps);
  registerMessageTemplatesAdminRoutes(app, deps);
  registerDashboardAdminRoutes(app, deps);
  registerSearchAdminRoutes(app, deps);
}
