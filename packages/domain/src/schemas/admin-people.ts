import { z } from 'zod';
import { STAFF_ROLES } from '../staff-access';
import { staffReply } from './admin-replies';

/** What /api/admin answers about people: staff accounts, own account, audit log, customers. */
const page = z.object({ page: z.number(), pageSize: z.number(), total: z.number() });

const staffMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(['invited', 'active', 'disabled']),
  twoFactor: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListReply = z.object({ data: z.array(staffMemberSchema), meta: z.object({}) });
export const staffMemberReply = z.object({ data: staffMemberSchema });

/** A one-time link for the owner to hand over (there is no mail service). */
const staffLinkIssuedSchema = z.object({ member: staffMemberSchema, link: z.string(), expiresAt: z.string() });
export type StaffLinkIssued = z.infer<typeof staffLinkIssuedSchema>;
export const staffLinkIssuedReply = z.object({ data: staffLinkIssuedSchema });

export const staffLinkInfoReply = z.object({
  data: z.object({ kind: z.enum(['invite', 'reset']), email: z.string(), name: z.string() }),
});
export const doneReply = z.object({ data: z.object({ done: z.boolean() }) });

/** Sign-in's first step when the account has two-factor on: the code is asked next (POST /sign-in/code). */
const twoFactorRequiredReply = z.object({ data: z.object({ twoFactorRequired: z.literal(true) }) });
/** POST /api/admin/sign-in: signed in, or the code is asked next. */
export const passwordStepReply = z.union([staffReply, twoFactorRequiredReply]);

export const twoFactorPolicyReply = z.object({ data: z.object({ required: z.boolean() }) });
export const twoFactorStatusReply = z.object({
  data: z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number() }),
});
export const twoFactorSetupReply = z.object({
  data: z.object({ otpauthUri: z.string(), secret: z.string(), qrSvg: z.string() }),
});
export const recoveryCodesReply = z.object({ data: z.object({ recoveryCodes: z.array(z.string()) }) });

const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.number().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  requestId: z.string().nullable(),
});
export type AuditEntryRow = z.infer<typeof auditEntrySchema>;
export const auditPageReply = z.object({
  data: z.array(auditEntrySchema),
  meta: page.extend({ actions: z.array(z.string()) }),
});
export type AuditPage = z.infer<typeof auditPageReply>;

const customerRowSchema = z.object({
  id: z.number(),
  phone: z.string(),
  firstName: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
  orders: z.number(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;
export const customerPageReply = z.object({ data: z.array(customerRowSchema), meta: page });
export type CustomerPage = z.infer<typeof customerPageReply>;

const customerOrderSchema = z.object({
  name: z.string(),
  creation: z.string(),
  status: z.string(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  grandTotal: z.number(),
});
const customerReviewSchema = z.object({
  name: z.string(),
  item: z.string(),
  itemName: z.string(),
  stars: z.number(),
  title: z.string(),
  docstatus: z.number(),
  creation: z.string(),
});
const customerDetailSchema = z.object({
  customer: customerRowSchema,
  orders: z.array(customerOrderSchema),
  reviews: z.array(customerReviewSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
export const customerDetailReply = z.object({ data: customerDetailSchema });

const pageQuery = {
  page: z.coerce.number({ message: 'a number' }).int().min(1, '1 or more').max(100_000).default(1),
  pageSize: z.coerce.number({ message: 'a number' }).int().min(1).max(100, 'at most 100').default(25),
};

/** GET /api/admin/audit: newest first, optionally one actor (email, exact) and one action. */
export const auditQuerySchema = z
  .object({
    actor: z.string().trim().toLowerCase().max(254).optional(),
    action: z.string().trim().max(80).optional(),
    ...pageQuery,
  })
  .strict();

/** GET /api/admin/customers: `q` matches the name, email or phone digits. */
export const customerQuerySchema = z
  .object({ q: z.string().trim().max(80, 'at most 80 characters').optional(), ...pageQuery })
  .strict();
