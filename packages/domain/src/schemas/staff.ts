import { z } from 'zod';
import { STAFF_ROLES } from '../staff-access';

/** Staff accounts and back-office inputs (parsed at the server's admin API and the CLI). */
const MIN_STAFF_PASSWORD = 10;

const staffEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Enter a valid email address.' }));

export const staffSignInSchema = z
  .object({
    email: staffEmailSchema,
    password: z.string().min(1, 'Enter your password.').max(200),
  })
  .strict();

const roleSchema = z.enum(STAFF_ROLES, { message: `one of ${STAFF_ROLES.join(', ')}` });

/** The CLI prints these messages as they are, so they name their field. */
export const newStaffSchema = z
  .object({
    email: staffEmailSchema,
    name: z.string().trim().min(1, 'Enter a name.').max(120),
    password: z
      .string()
      .min(MIN_STAFF_PASSWORD, `password: at least ${MIN_STAFF_PASSWORD} characters`)
      .max(200, 'password: at most 200 characters'),
    role: roleSchema.default('staff'),
  })
  .strict();

// The API's error handler puts the field's name before these messages.
const staffNameSchema = z.string().trim().min(1, 'Enter a name.').max(120, 'A name has at most 120 characters.');
const newPasswordSchema = z
  .string()
  .min(MIN_STAFF_PASSWORD, `at least ${MIN_STAFF_PASSWORD} characters`)
  .max(200, 'at most 200 characters');

/** An owner invites someone by email, with the role they will have. */
export const staffInviteSchema = z.object({ email: staffEmailSchema, role: roleSchema }).strict();
export const staffRoleChangeSchema = z.object({ role: roleSchema }).strict();
export const staffStatusChangeSchema = z
  .object({ status: z.enum(['active', 'disabled'], { message: 'active or disabled' }) })
  .strict();

const linkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'this link is not valid');
export const staffLinkSchema = z.object({ token: linkTokenSchema }).strict();
/** Accepting an invite sets name and password; a reset link sets the password (the name is kept). */
export const staffLinkAcceptSchema = z
  .object({ token: linkTokenSchema, name: staffNameSchema.optional(), password: newPasswordSchema })
  .strict();

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.').max(200),
    newPassword: newPasswordSchema,
  })
  .strict();

/** A six-digit authenticator code, or a recovery code (letters and digits, dashes and spaces ignored). */
export const twoFactorCodeSchema = z
  .object({
    code: z
      .string({ message: 'Enter the 6-digit code from your app or a recovery code.' })
      .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
      .pipe(z.string().regex(/^(\d{6}|[A-Z2-7]{12})$/, 'Enter the 6-digit code from your app or a recovery code.')),
  })
  .strict();
export const twoFactorOffSchema = z.object({ password: z.string().min(1, 'Enter your password.').max(200) }).strict();

/** The owner's rule: every staff member must sign in with two-factor. */
export const twoFactorPolicySchema = z.object({ required: z.boolean({ message: 'true or false' }) }).strict();
