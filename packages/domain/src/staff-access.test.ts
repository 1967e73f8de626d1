import { describe, expect, it } from 'vitest';
import { adminHomeOf, mayCallAdminRoute, mayOpenAdminPage } from './staff-access';

describe('staff access policy', () => {
  it('lets a reviewer moderate reviews and reach their own account, nothing else', () => {
    expect(mayCallAdminRoute('reviewer', '/api/admin/reviews')).toBe(true);
    expect(mayCallAdminRoute('reviewer', '/api/admin/reviews/decision')).toBe(true);
    expect(mayCallAdminRoute('reviewer', '/api/admin/account/two-factor/setup')).toBe(true);
    expect(mayCallAdminRoute('reviewer', '/api/admin/orders')).toBe(false);
    expect(mayCallAdminRoute('reviewer', '/api/admin/customers/:id')).toBe(false);
    expect(mayCallAdminRoute('reviewer', '/api/admin/dashboard')).toBe(false);
  });

  it('keeps staff management, the audit log and settings for owners', () => {
    for (const url of [
      '/api/admin/staff',
      '/api/admin/staff/:id/role',
      '/api/admin/audit',
      '/api/admin/settings/home-blocks',
    ]) {
      expect(
        [mayCallAdminRoute('owner', url), mayCallAdminRoute('staff', url), mayCallAdminRoute('reviewer', url)],
        url,
      ).toEqual([true, false, false]);
    }
  });

  it('gives a route listed nowhere to owner and staff, never a reviewer (default-deny)', () => {
    expect(mayCallAdminRoute('staff', '/api/admin/brand-new-section')).toBe(true);
    expect(mayCallAdminRoute('owner', '/api/admin/brand-new-section')).toBe(true);
    expect(mayCallAdminRoute('reviewer', '/api/admin/brand-new-section')).toBe(false);
  });

  it('matches prefixes at a path segment only', () => {
    expect(mayCallAdminRoute('reviewer', '/api/admin/reviewsx')).toBe(false);
    expect(mayCallAdminRoute('staff', '/api/admin/staffing')).toBe(true);
    expect(mayCallAdminRoute('staff', '/api/admin/auditor')).toBe(true);
  });

  it('decides pages the same way, with the query ignored, and lands a reviewer on the review queue', () => {
    expect(mayOpenAdminPage('reviewer', '/admin')).toBe(false);
    expect(mayOpenAdminPage('reviewer', '/admin/orders/SO-1')).toBe(false);
    expect(mayOpenAdminPage('reviewer', '/admin/reviews?status=pending')).toBe(true);
    expect(mayOpenAdminPage('reviewer', '/admin/account')).toBe(true);
    expect(mayOpenAdminPage('staff', '/admin/audit?page=2')).toBe(false);
    expect(mayOpenAdminPage('staff', '/admin/customers')).toBe(true);
    expect(mayOpenAdminPage('owner', '/admin/staff')).toBe(true);
    expect([adminHomeOf('reviewer'), adminHomeOf('staff'), adminHomeOf('owner')]).toEqual([
      '/admin/reviews',
      '/admin',
      '/admin',
    ]);
  });
});
