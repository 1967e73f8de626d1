import { type NextRequest, NextResponse } from 'next/server';

/**
 * Back-office only (see `matcher`): tells the /admin layout which page is asked for (a header
 * set here, overwriting any the client sent), sends visitors without a staff cookie straight to
 * the sign-in page, and keeps /admin out of search engines. The real check is the layout's call
 * to GET /api/admin/me; storefront requests never come through here.
 */
export const ADMIN_PATH_HEADER = 'x-admin-path';
const SIGN_IN = '/admin/sign-in';

export function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname;
  if (path !== SIGN_IN && !request.cookies.has('gg_staff')) {
    const target = new URL(SIGN_IN, request.url);
    if (path !== '/admin') target.searchParams.set('next', `${path}${request.nextUrl.search}`);
    const redirect = NextResponse.redirect(target, 307);
    redirect.headers.set('x-robots-tag', 'noindex, nofollow');
    return redirect;
  }
  const headers = new Headers(request.headers);
  headers.set(ADMIN_PATH_HEADER, path);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('x-robots-tag', 'noindex, nofollow');
  response.headers.set('cache-control', 'no-store');
  return response;
}

export const config = { matcher: ['/admin', '/admin/:path*'] };
