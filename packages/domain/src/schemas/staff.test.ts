import { describe, expect, it } from 'vitest';
import { newStaffSchema, staffSignInSchema } from './staff';

describe('staff schemas', () => {
  it('normalises the email and keeps the password as typed', () => {
    expect(staffSignInSchema.parse({ email: '  Staff@GulfGlow.OM ', password: ' x ' })).toEqual({
      email: 'staff@gulfglow.om',
      password: ' x ',
    });
  });
  it('refuses a short password, a bad email and unknown fields', () => {
    expect(newStaffSchema.safeParse({ email: 'a@b.om', name: 'A', password: 'short' }).success).toBe(false);
    expect(newStaffSchema.safeParse({ email: 'nope', name: 'A', password: 'long-enough-1' }).success).toBe(false);
    expect(staffSignInSchema.safeParse({ email: 'a@b.om', password: 'x', admin: true }).success).toBe(false);
  });
});
