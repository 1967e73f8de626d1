import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { CartHydrator } from '@/features/cart/cart-hydrator';
import { CartLimitsProvider } from '@/features/cart/cart-limits';
import { Footer } from '@/features/layout/footer';
import { Header } from '@/features/layout/header';
import { clientMessageIds } from '@/lib/i18n/client-message-ids';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { getSettings } from '@/lib/data/settings';
import { DEFAULT_LOCALE } from '@/lib/i18n/locale';
import './globals.css';

/** Every page reads live catalog data through the services at request time. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: 'Gulf Glow — skin care and beauty in Oman', template: '%s | Gulf Glow' },
  description: 'Skin-care and beauty products delivered across Oman and the Gulf, priced in Omani rial.',
  // declared, so browsers fetch the static icon instead of asking for /favicon.ico (a rendered 404)
  icons: { icon: { url: '/favicon.svg', type: 'image/svg+xml' } },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#a3385e' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const settings = await getSettings();
  return (
    <html lang={DEFAULT_LOCALE} dir="ltr">
      <body className="flex min-h-dvh flex-col">
        <ClientMessages ids={clientMessageIds.layout} />
        <CartLimitsProvider maxUnitsPerLine={settings.maxUnitsPerLine}>
          <Header />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer />
        </CartLimitsProvider>
        <Toaster />
        <CartHydrator />
      </body>
    </html>
  );
}
