/**
 * Who on the shop's team may do what: the one policy the admin API's guard enforces on every
 * /api/admin route and the back-office uses to show its sections and refuse its pages.
 *
 * - owner: everything, and alone manages staff and roles, reads the audit log and changes
 *   the shop's settings.
 * - staff: runs the shop day to day (orders, catalog, codes, customers, reviews, dashboard).
 * - reviewer: moderates reviews only.
 * Every signed-in member reaches their own account (password, two-factor) and can sign out.
 *
 * Default-deny: a route or page listed nowhere is for owner and staff, never a reviewer, so a
 * new section never opens to reviewers by accident. Rules are matched by path prefix at a
 * segment boundary; the first rule that matches decides.
 */
export const STAFF_ROLES = ['owner', 'staff', 'reviewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const EVERYONE: readonly StaffRole[] = STAFF_ROLES;
const OWNER: readonly StaffRole[] = ['owner'];
const DEFAULT: readonly StaffRole[] = ['owner', 'staff'];

type Rule = readonly [prefix: string, roles: readonly StaffRole[]];

/** Admin API routes, as declared (`/api/admin/orders/:name`), by path prefix. */
const API_RULES: readonly Rule[] = [
  ['/api/admin/me', EVERYONE],
  ['/api/admin/sign-out', EVERYONE],
  ['/api/admin/account', EVERYONE],
  ['/api/admin/reviews', EVERYONE],
  ['/api/admin/staff', OWNER],
  ['/api/admin/audit', OWNER],
  ['/api/admin/settings', OWNER],
];

/** Back-office pages, by path prefix. */
const PAGE_RULES: readonly Rule[] = [
  ['/admin/account', EVERYONE],
  ['/admin/reviews', EVERYONE],
  ['/admin/staff', OWNER],
  ['/admin/audit', OWNER],
  ['/admin/settings', OWNER],
];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * When the owner requires two-factor sign-in, a member who has not set it up reaches only these
 * (to set it up, or to leave) until they do.
 */
const BEFORE_TWO_FACTOR_ROUTES = ['/api/admin/me', '/api/admin/sign-out', '/api/admin/account'];
export const TWO_FACTOR_SETUP_PAGE = '/admin/account';

export const reachableBeforeTwoFactor = (routeUrl: string): boolean =>
  BEFORE_TWO_FACTOR_ROUTES.some((prefix) => under(routeUrl, prefix));

const rolesFor = (rules: readonly Rule[], path: string) =>
  rules.find(([prefix]) => under(path, prefix))?.[1] ?? DEFAULT;

/** Whether a member of `role` may call the admin API route declared at `routeUrl` (any method). */
export const mayCallAdminRoute = (role: StaffRole, routeUrl: string): boolean =>
  rolesFor(API_RULES, routeUrl).includes(role);

/** Whether a member of `role` may open the back-office page at `path`. */
export const mayOpenAdminPage = (role: StaffRole, path: string): boolean =>
  rolesFor(PAGE_RULES, path.split(/[?#]/)[0]!).includes(role);

/** Where a member lands when a page is not theirs (a reviewer's is the review queue). */
export const adminHomeOf = (role: StaffRole): string => (role === 'reviewer' ? '/admin/reviews' : '/admin');

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);
