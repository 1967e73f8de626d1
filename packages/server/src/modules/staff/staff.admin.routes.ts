import {
  doneReply,
  recoveryCodesReply,
  twoFactorPolicyReply,
  staffLinkInfoReply,
  staffLinkIssuedReply,
  staffListReply,
  staffMemberReply,
  twoFactorSetupReply,
  twoFactorStatusReply,
} from '@shop/domain/schemas/admin-people';
import { parsedByTheService } from '@shop/domain/schemas/admin-replies';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { BODY_LIMITS } from '../../config/body-limits';
import { unauthorized } from '../../errors';
import { auditActorOf } from '../audit/audit-log';
import type { Me } from './own-account.service';
import { changeOwnPassword, disableOwnTwoFactor, enableOwnTwoFactor } from './own-account.service';
import {
  type OwnerAction,
  changeStaffRole,
  changeStaffStatus,
  inviteStaff,
  issuePasswordReset,
  listStaff,
  resetStaffTwoFactor,
} from './staff-admin.service';
import { acceptStaffLink, inspectStaffLink } from './staff-links';
import { startTwoFactorSetup, twoFactorStatus } from './two-factor';
import { setTwoFactorRequired, twoFactorRequired } from './two-factor-policy';

/** The routes under /api/admin that answer without a session: a one-time link is the credential. */
export const STAFF_LINK_ROUTES = ['POST /api/admin/staff-links/inspect', 'POST /api/admin/staff-links/accept'] as const;

const idParams = z.object({ id: z.string() });

function meOf(request: FastifyRequest): Me {
  if (!request.staff) throw unauthorized();
  return { staff: request.staff, actor: auditActorOf(request), request };
}

/**
 * Staff accounts (owner-only by domain/staff-access.ts: /staff…), a member's own account
 * (/account…, everyone), and the one-time links' public routes (/staff-links…).
 */
export function registerStaffAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.db.kysely;
  const own = { db, passwords: deps.passwords, totpSecrets: deps.totpSecrets };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: staff'];
  const owner = (request: FastifyRequest): OwnerAction => {
    const { actor } = meOf(request);
    return { actor: { ...actor, actorId: actor.actorId! }, baseUrl: deps.env.PUBLIC_BASE_URL };
  };

  r.get(
    '/staff',
    { schema: { tags, summary: 'Every staff account, invited ones included', response: { 200: staffListReply } } },
    async () => ({
      data: await listStaff(db),
      meta: {},
    }),
  );
  r.get(
    '/staff/two-factor-policy',
    {
      schema: {
        tags,
        summary: 'Whether every member must sign in with two-factor',
        response: { 200: twoFactorPolicyReply },
      },
    },
    async () => ({
      data: { required: await twoFactorRequired(db) },
    }),
  );
  r.put(
    '/staff/two-factor-policy',
    {
      schema: {
        tags,
        summary: 'Require two-factor sign-in for every member (or not)',
        body: parsedByTheService.describe('{ required }'),
        response: { 200: twoFactorPolicyReply },
      },
    },
    async (request) => ({
      data: { required: await setTwoFactorRequired(db, meOf(request).actor, request.body, new Date()) },
    }),
  );
  r.post(
    '/staff/invite',
    {
      schema: {
        tags,
        summary: 'Invite by email with a role: a one-time link to hand over',
        body: parsedByTheService.describe('{ email, role }'),
        response: { 200: staffLinkIssuedReply },
      },
    },
    async (request) => ({ data: await inviteStaff(db, owner(request), request.body, new Date()) }),
  );
  r.put(
    '/staff/:id/role',
    {
      schema: {
        tags,
        summary: 'Change a member’s role (the last active owner keeps it)',
        params: idParams,
        body: parsedByTheService.describe('{ role }'),
        response: { 200: staffMemberReply },
      },
    },
    async (request) => ({
      data: await changeStaffRole(db, owner(request), request.params.id, request.body, new Date()),
    }),
  );
  r.put(
    '/staff/:id/status',
    {
      schema: {
        tags,
        summary: 'Disable (sessions end at once) or enable an account',
        params: idParams,
        body: parsedByTheService.describe('{ status: active | disabled }'),
        response: { 200: staffMemberReply },
      },
    },
    async (request) => ({
      data: await changeStaffStatus(db, owner(request), request.params.id, request.body, new Date()),
    }),
  );
  r.post(
    '/staff/:id/password-reset',
    {
      schema: {
        tags,
        summary: 'A one-time link for the member to set a new password',
        params: idParams,
        response: { 200: staffLinkIssuedReply },
      },
    },
    async (request) => ({ data: await issuePasswordReset(db, owner(request), request.params.id, new Date()) }),
  );
  r.post(
    '/staff/:id/two-factor/reset',
    {
      schema: {
        tags,
        summary: 'Turn a member’s two-factor off (lost phone)',
        params: idParams,
        response: { 200: staffMemberReply },
      },
    },
    async (request) => ({ data: await resetStaffTwoFactor(db, owner(request), request.params.id, new Date()) }),
  );

  r.put(
    '/account/password',
    {
      schema: {
        tags,
        summary: 'Change my password (the current one is asked)',
        body: parsedByTheService.describe('{ currentPassword, newPassword }'),
        response: { 200: doneReply },
      },
    },
    async (request) => {
      await changeOwnPassword(own, meOf(request), request.body, new Date());
      return { data: { done: true } };
    },
  );
  r.get(
    '/account/two-factor',
    { schema: { tags, summary: 'Whether my two-factor sign-in is on', response: { 200: twoFactorStatusReply } } },
    async (request) => ({
      data: await twoFactorStatus(db, meOf(request).staff.id),
    }),
  );
  r.post(
    '/account/two-factor/setup',
    {
      schema: {
        tags,
        summary: 'Start two-factor set-up: a new secret as otpauth URI and QR code',
        response: { 200: twoFactorSetupReply },
      },
    },
    async (request) => ({
      data: await startTwoFactorSetup(db, deps.totpSecrets, meOf(request).staff, meOf(request).actor),
    }),
  );
  r.post(
    '/account/two-factor/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm set-up with a code: two-factor on, recovery codes shown once',
        body: parsedByTheService.describe('{ code }'),
        response: { 200: recoveryCodesReply },
      },
    },
    async (request) => ({
      data: { recoveryCodes: await enableOwnTwoFactor(own, meOf(request), request.body, new Date()) },
    }),
  );
  r.post(
    '/account/two-factor/disable',
    {
      schema: {
        tags,
        summary: 'Turn my two-factor off (the password is asked)',
        body: parsedByTheService.describe('{ password }'),
        response: { 200: doneReply },
      },
    },
    async (request) => {
      await disableOwnTwoFactor(own, meOf(request), request.body, new Date());
      return { data: { done: true } };
    },
  );

  r.post(
    '/staff-links/inspect',
    {
      bodyLimit: BODY_LIMITS.default,
      schema: {
        tags,
        summary: 'Whose one-time link this is (invite or reset)',
        body: parsedByTheService.describe('{ token }'),
        response: { 200: staffLinkInfoReply },
      },
    },
    async (request) => ({ data: await inspectStaffLink(db, request.body, new Date()) }),
  );
  r.post(
    '/staff-links/accept',
    {
      bodyLimit: BODY_LIMITS.default,
      schema: {
        tags,
        summary: 'Use a one-time link: set the password (and an invitee’s name)',
        body: parsedByTheService.describe('{ token, name?, password }'),
        response: { 200: doneReply },
      },
    },
    async (request) => {
      await acceptStaffLink(db, request.body, request.id, new Date());
      return { data: { done: true } };
    },
  );
}
