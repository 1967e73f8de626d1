import { withStockParam } from '@shop/domain/catalog-query';
import { type NextRequest, NextResponse } from 'next/server';

/**
 * Two jobs (see `matcher`). /shop: SPEC §2 wants excludeOutOfStock in the address, as 1 or 0; an
 * address without a valid value is redirected to the same query with the value the page would
 * show, so every history entry names what is on screen. /admin: tells the layout which page is
 * asked for (a header set here, overwriting any the client sent), sends visitors without a staff
 * cookie straight to the sign-in page, and keeps the back office out of search engines. The
 * real staff check is the layout's call to GET /api/admin/me.
 */
export const ADMIN_PATH_HEADER = 'x-admin-path';
const SIGN_IN = '/admin/sign-in';

function shop(request: NextRequest) {
  const search = withStockParam(request.nextUrl.search);
  if (search === null) return NextResponse.next();
  const target = request.nextUrl.clone();
  target.search = search;
  return NextResponse.redirect(target, 307);
}

function admin(request: NextRequest) {
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

export function proxy(request: NextRequest) {
  return request.nextUrl.pathname === '/shop' ? shop(request) : admin(request);
}

export const config = { matcher: ['/shop', '/admin', '/admin/:path*'] };
