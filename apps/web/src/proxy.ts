import { withStockParam } from '@shop/domain/catalog-query';
import { type NextRequest, NextResponse } from 'next/server';
import { lookupProduct } from '@/lib/data/product';

/**
 * Three jobs (see `matcher`). /product: a document load of a path that names no product is
 * answered by the not-found route (app/not-found.tsx, told by a header that a product was asked
 * for), so the 404 is rendered on the server: notFound() thrown by a page only reaches the
 * browser as an empty shell filled in by script (vercel/next.js#62228). /shop: SPEC §2 wants
 * excludeOutOfStock in the address, as 1 or 0; an address without a valid value is redirected
 * to the same query with the value the page would show, so every history entry names what is
 * on screen. /admin: tells the layout which page is asked for (a header set here, overwriting
 * any the client sent), sends visitors without a staff cookie straight to the sign-in page, and
 * keeps the back office out of search engines. The real staff check is the layout's call to
 * GET /api/admin/me.
 */
export const ADMIN_PATH_HEADER = 'x-admin-path';
export const MISSING_HEADER = 'x-missing';
/** No route matches it, so Next renders app/not-found.tsx with a 404 (the address bar keeps the asked path). */
const NO_ROUTE = '/_missing';
const SIGN_IN = '/admin/sign-in';

function shop(request: NextRequest) {
  const search = withStockParam(request.nextUrl.search);
  if (search === null) return NextResponse.next();
  const target = request.nextUrl.clone();
  target.search = search;
  return NextResponse.redirect(target, 307);
}

async function product(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.delete(MISSING_HEADER);
  // client navigations and prefetches (fetches, not documents: Next strips their rsc header
  // here) render the page's own notFound() in the browser already
  const destination = request.headers.get('sec-fetch-dest');
  if (destination && destination !== 'document') return NextResponse.next({ request: { headers } });
  const found = await lookupProduct(request.nextUrl.pathname.split('/').slice(2));
  if (found.kind !== 'missing') return NextResponse.next({ request: { headers } });
  headers.set(MISSING_HEADER, 'product');
  return NextResponse.rewrite(new URL(NO_ROUTE, request.url), { request: { headers } });
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
  const path = request.nextUrl.pathname;
  if (path === '/shop') return shop(request);
  if (path.startsWith('/product/')) return product(request);
  return admin(request);
}

export const config = { matcher: ['/shop', '/product/:path+', '/admin', '/admin/:path*'] };
