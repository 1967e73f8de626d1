import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { CartHydrator } from '@/features/cart/cart-hydrator';
import { CartLimitsProvider } from '@/features/cart/cart-limits';
import { Footer } from '@/features/layout/footer';
import { Header } from '@/features/layout/header';
import { getSettings } from '@/lib/data/settings';
import { clientMessageIds } from '@/lib/i18n/client-message-ids';
import { textDirection } from '@/lib/i18n/locale';
import { getT, requestLocale } from '@/lib/i18n/messages';
import { Messages } from '@/lib/i18n/messages-boundary';
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

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [settings, locale] = await Promise.all([getSettings(), requestLocale()]);
  return (
    <html lang={locale} dir={textDirection(locale)}>
      <body className="flex min-h-dvh flex-col">
        <Messages ids={clientMessageIds.layout}>
          <CartLimitsProvider maxUnitsPerLine={settings.maxUnitsPerLine}>
            <Header />
            <main id="main" className="flex-1">
              {children}
            </main>
            <Footer />
          </CartLimitsProvider>
          <Toaster />
          <CartHydrator />
        </Messages>
      </body>
    </html>
  );
}
