import { z } from 'zod';

/** Staff accounts and back-office inputs (parsed at the server's admin API and the CLI). */
const MIN_STAFF_PASSWORD = 10;

const staffEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'email: enter a valid email address' }));

export const staffSignInSchema = z
  .object({
    email: staffEmailSchema,
    password: z.string().min(1, 'password: required').max(200),
  })
  .strict();

export const newStaffSchema = z
  .object({
    email: staffEmailSchema,
    name: z.string().trim().min(1, 'name: required').max(120),
    password: z.string().min(MIN_STAFF_PASSWORD, `password: at least ${MIN_STAFF_PASSWORD} characters`).max(200, 'password: at most 200 characters'),
  })
  .strict();

export type NewStaff = z.infer<typeof newStaffSchema>;
