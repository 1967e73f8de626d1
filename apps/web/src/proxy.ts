import { withStockParam } from '@shop/domain/catalog-query';
import { type NextRequest, NextResponse } from 'next/server';
import { lookupProduct } from '@/lib/data/product';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_HEADER,
  type Locale,
  languageOf,
  localizePath,
  preferredLocale,
  splitLocalePath,
} from '@/lib/i18n/locale';

/**
 * Every page request passes here (see `matcher`). Locale first: /ar/... is the Arabic page of the
 * same path, rewritten to that path with the locale in a request header (LOCALE_HEADER, always
 * set here, so a client cannot pick it); a plain URL is English, unless a first visit's
 * Accept-Language (or the remembered choice, LOCALE_COOKIE) asks for Arabic, which redirects to
 * /ar. Then, on the path without its locale: /product: a document load of a path that names no
 * product is answered by the not-found route (app/not-found.tsx, told by a header that a product
 * was asked for), so the 404 is rendered on the server: notFound() thrown by a page only reaches
 * the browser as an empty shell filled in by script (vercel/next.js#62228). /shop: SPEC §2 wants
 * excludeOutOfStock in the address, as 1 or 0; an address without a valid value is redirected to
 * the same query with the value the page would show, so every history entry names what is on
 * screen. /admin (English only): tells the layout which page is asked for, sends visitors without
 * a staff cookie straight to the sign-in page, and keeps the back office out of search engines.
 * The real staff check is the layout's call to GET /api/admin/me.
 */
export const ADMIN_PATH_HEADER = 'x-admin-path';
export const MISSING_HEADER = 'x-missing';
/** No route matches it, so Next renders app/not-found.tsx with a 404 (the address bar keeps the asked path). */
const NO_ROUTE = '/_missing';
const SIGN_IN = '/admin/sign-in';
/** Back-office pages for people without a staff session: signing in, and a one-time invite or reset link. */
export const ADMIN_PUBLIC_PAGES: ReadonlySet<string> = new Set([SIGN_IN, '/admin/welcome']);

const YEAR = 60 * 60 * 24 * 365;

/** A page load by the browser (not a client navigation's fetch, a prefetch or a script). */
const isDocument = (request: NextRequest) =>
  request.method === 'GET' && (request.headers.get('sec-fetch-dest') ?? 'document') === 'document';

/** Where a document load of a plain (English) URL should go instead: its Arabic page when the shopper prefers Arabic. */
const preferredLocaleOf = (request: NextRequest): Locale =>
  preferredLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get('accept-language'));

/** The request as the page's routes see it: the path without its locale, the locale in a header. */
function pageRequest(request: NextRequest, locale: Locale, path: string) {
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, locale);
  headers.delete(MISSING_HEADER);
  headers.delete(ADMIN_PATH_HEADER);
  const url = request.nextUrl.clone();
  url.pathname = path;
  const rewritten = path !== request.nextUrl.pathname;
  return { headers, url, rewritten, locale };
}

type PageRequest = ReturnType<typeof pageRequest>;

const pass = ({ headers, url, rewritten }: PageRequest) =>
  rewritten ? NextResponse.rewrite(url, { request: { headers } }) : NextResponse.next({ request: { headers } });

function shop(request: NextRequest, page: PageRequest) {
  const search = withStockParam(request.nextUrl.search);
  if (search === null) return pass(page);
  const target = request.nextUrl.clone();
  target.search = search;
  return NextResponse.redirect(target, 307);
}

async function product(request: NextRequest, page: PageRequest) {
  // client navigations and prefetches (fetches, not documents: Next strips their rsc header
  // here) render the page's own notFound() in the browser already
  if (!isDocument(request)) return pass(page);
  const found = await lookupProduct(page.url.pathname.split('/').slice(2), languageOf(page.locale));
  if (found.kind !== 'missing') return pass(page);
  page.headers.set(MISSING_HEADER, 'product');
  return NextResponse.rewrite(new URL(NO_ROUTE, request.url), { request: { headers: page.headers } });
}

function admin(request: NextRequest) {
  const path = request.nextUrl.pathname;
  if (!ADMIN_PUBLIC_PAGES.has(path) && !request.cookies.has('gg_staff')) {
    const target = new URL(SIGN_IN, request.url);
    if (path !== '/admin') target.searchParams.set('next', `${path}${request.nextUrl.search}`);
    const redirect = NextResponse.redirect(target, 307);
    redirect.headers.set('x-robots-tag', 'noindex, nofollow');
    return redirect;
  }
  const headers = new Headers(request.headers);
  headers.set(ADMIN_PATH_HEADER, path);
  headers.delete(LOCALE_HEADER);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('x-robots-tag', 'noindex, nofollow');
  response.headers.set('cache-control', 'no-store');
  return response;
}

const isAdmin = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** '/en/shop' → '/shop': the language switcher's English address, a choice that overrides the remembered one. */
function chooseEnglish(request: NextRequest, path: string) {
  const redirect = NextResponse.redirect(new URL(`${path}${request.nextUrl.search}`, request.url), 307);
  redirect.cookies.set(LOCALE_COOKIE, DEFAULT_LOCALE, { path: '/', maxAge: YEAR, sameSite: 'lax' });
  redirect.headers.set('cache-control', 'private, no-store');
  return redirect;
}

async function storefront(request: NextRequest): Promise<NextResponse> {
  const english = /^\/en(?=\/|$)/.exec(request.nextUrl.pathname);
  if (english) return chooseEnglish(request, request.nextUrl.pathname.slice(3) || '/');
  const { locale, path } = splitLocalePath(request.nextUrl.pathname);
  const document = isDocument(request);
  if (document && locale === DEFAULT_LOCALE) {
    const preferred = preferredLocaleOf(request);
    if (preferred !== locale) {
      const target = new URL(localizePath(preferred, `${path}${request.nextUrl.search}`), request.url);
      const redirect = NextResponse.redirect(target, 307);
      redirect.headers.set('vary', 'accept-language, cookie');
      redirect.headers.set('cache-control', 'private, no-store');
      return redirect;
    }
  }
  const page = pageRequest(request, locale, path);
  const response =
    path === '/shop' ? shop(request, page) : path.startsWith('/product/') ? await product(request, page) : pass(page);
  if (document && request.cookies.get(LOCALE_COOKIE)?.value !== locale) {
    response.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: YEAR, sameSite: 'lax' });
  }
  return response;
}

export function proxy(request: NextRequest) {
  const { locale, path } = splitLocalePath(request.nextUrl.pathname);
  if (isAdmin(path)) {
    // the back office is English only: /ar/admin/... is the same page at its one address
    if (locale !== 'en-OM') return NextResponse.redirect(new URL(`${path}${request.nextUrl.search}`, request.url), 308);
    return admin(request);
  }
  return storefront(request);
}

/** Every page: not the services (/api, /media, /sandbox), Next's own files or the static files in public/. */
export const config = {
  matcher: ['/((?!api/|api$|media/|sandbox/|_next/|favicon\\.ico|favicon\\.svg|logo\\.svg|placeholder\\.svg).*)'],
};
