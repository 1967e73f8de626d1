import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { CartHydrator } from '@/features/cart/cart-hydrator';
import { CartLimitsProvider } from '@/features/cart/cart-limits';
import { EarlyTapsRelease } from '@/features/layout/early-taps';
import { Footer } from '@/features/layout/footer';
import { Header } from '@/features/layout/header';
import { EARLY_TAPS_SCRIPT } from '@/lib/browser/early-taps';
import { getSettings } from '@/lib/data/settings';
import { clientMessageIds } from '@/lib/i18n/client-message-ids';
import { textDirection } from '@shop/domain/language';
import { getT, requestLocale } from '@/lib/i18n/messages';
import { Messages } from '@/lib/i18n/messages-boundary';
import { pageNonce } from '@/lib/security/page-nonce';
import { ADMIN_PATH_HEADER } from '@/proxy';
import './globals.css';

/** Every page reads live catalog data through the services at request time. */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = getT(await requestLocale());
  return {
    title: { default: t('seo.homeTitle'), template: t('seo.pageTitle', { title: '%s' }) },
    description: t('seo.homeDescription'),
    // declared, so browsers fetch the static icon instead of asking for /favicon.ico (a rendered 404)
    icons: { icon: { url: '/favicon.svg', type: 'image/svg+xml' } },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#a3385e' };

/**
 * The storefront's frame: header, main, footer, the cart. A back-office page (proxy.ts names it in
 * ADMIN_PATH_HEADER) has a frame of its own (app/admin/layout.tsx) and gets none of it; the
 * back-office opens the shop only in new tabs, so no client navigation crosses between the two.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [settings, locale, nonce, request] = await Promise.all([
    getSettings(),
    requestLocale(),
    pageNonce(),
    headers(),
  ]);
  const backOffice = request.has(ADMIN_PATH_HEADER);
  return (
    <html lang={locale} dir={textDirection(locale)}>
      <head>
        {/* before anything can be tapped: holds taps until React is ready (lib/browser/early-taps.ts) */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <Messages ids={clientMessageIds.layout}>
          {backOffice ? (
            children
          ) : (
            <CartLimitsProvider maxUnitsPerLine={settings.maxUnitsPerLine}>
              <Header />
              <main id="main" className="flex-1">
                {children}
              </main>
              <Footer />
            </CartLimitsProvider>
          )}
          <Toaster />
          {backOffice ? null : <CartHydrator />}
          <EarlyTapsRelease />
        </Messages>
      </body>
    </html>
  );
}
